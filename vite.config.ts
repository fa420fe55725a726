import { fileURLToPath, URL } from 'node:url';
import { seededAdmin } from './tests/e2e/backend.ts';
import { hostSlowdown } from './tests/e2e/host-speed.ts';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { localTarget, requireBackend } from './scripts/backend-target.ts';
import { appVersion } from './scripts/vite/app-version.ts';
import { chunkGroups, chunkGroupsApplied } from './scripts/vite/chunk-groups.ts';
import { compileHints } from './scripts/vite/compile-hints.ts';
import { earlyActions } from './scripts/vite/early-actions.ts';
import { entryAfterPaint } from './scripts/vite/entry-after-paint.ts';
import { inlineScripts } from './scripts/vite/inline-script.ts';
import { pureReactRouter } from './scripts/vite/pure-react-router.ts';
import { stableMantineIds } from './scripts/vite/stable-mantine-ids.ts';
import { localApiPort, projectDir } from './scripts/local-backend/project.ts';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const testBackend = localTarget(localApiPort({}));
// The suites' time limits were set on a quiet 2-core host; a slower or busier one stretches
// them (measured only when Vitest loads this config, never for a build).
const slowdown = process.env.VITEST ? hostSlowdown() : 1;
const stretched = (ms: number) => Math.round(ms * slowdown);

export default defineConfig({
  plugins: [
    requireBackend(),
    react(),
    pureReactRouter(),
    stableMantineIds(),
    inlineScripts(),
    earlyActions(),
    entryAfterPaint(),
    compileHints(),
    chunkGroupsApplied(),
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
  define: { __APP_VERSION__: JSON.stringify(appVersion()) },
  // One stylesheet, linked from every prerendered page: styled without JavaScript, no flash.
  // The manifest lets the byte-budget test follow each route's chunk graph.
  // Every browser that can install this app supports modulepreload: no polyfill needed.
  build: {
    cssCodeSplit: false,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  test: {
    // The page's code meets the embedded backend's address in tests, whatever .env says.
    // The seeded admin's authenticator, so the backend suites sign in through MFA.
    env: {
      VITE_SUPABASE_URL: testBackend.url,
      VITE_SUPABASE_PUBLISHABLE_KEY: testBackend.publishableKey,
      ADMIN_TOTP_SECRET: seededAdmin.totpSecret,
      TEST_HOST_SLOWDOWN: String(slowdown),
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Room for the 5 s that findBy* may wait (tests/unit/setup.ts).
          testTimeout: stretched(15_000),
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['tests/scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          environment: 'node',
          include: ['tests/backend/**/*.test.ts'],
          testTimeout: stretched(60_000),
          hookTimeout: stretched(120_000),
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'local-supabase',
          environment: 'node',
          include: ['packages/local-supabase/tests/**/*.test.ts'],
          // The package's contract tests run on this app's project: its migrations and seed.
          env: { LOCAL_SUPABASE_PROJECT: projectDir },
          testTimeout: stretched(60_000),
          hookTimeout: stretched(120_000),
          fileParallelism: false,
        },
      },
    ],
  },
});
