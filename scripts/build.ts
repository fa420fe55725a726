/*
 * npm run build: the client (with the service worker), the build-time renderer, one HTML
 * file per route, the precache manifest, then compressed copies of every text file.
 * OUT_DIR (default dist) lets the benchmark build a copy for its own ports without
 * touching dist/.
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build } from 'vite';
import { injectPrecache } from './inject-precache.ts';
import { precompress } from './precompress.ts';
import { prerenderSite } from './prerender.ts';

const distDir = resolve(process.env.OUT_DIR ?? 'dist');
const ssrDir = `${distDir}-ssr`;

await build({ build: { outDir: distDir, emptyOutDir: true } });
await build({
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true },
});
const pages = await prerenderSite(distDir, ssrDir);
await rm(ssrDir, { recursive: true, force: true });
const precache = await injectPrecache(distDir);
await precompress(distDir);
console.info(
  `prerendered ${pages} pages; precache: ${precache.count} files, ${(precache.size / 1024).toFixed(0)} KiB`,
);
