import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { webManifest } from './scripts/vite-manifest-plugin.ts';
import { prerenderedPages } from './scripts/vite-prerendered-pages-plugin.ts';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    webManifest(),
    prerenderedPages(),
    // Compiles src/sw/sw.ts. The precache manifest is injected later, by
    // scripts/inject-precache.ts, once the prerendered pages exist.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: { injectionPoint: undefined },
    }),
  ],
  resolve: { alias: { '@': srcDir } },
  // One stylesheet, linked from every prerendered page: styled without JavaScript, no flash.
  build: { cssCodeSplit: false },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  server: { host: '127.0.0.1', port: 5173 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          environment: 'node',
          include: ['tests/backend/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
