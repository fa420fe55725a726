/*
 * npm run build: the client (with the service worker), the build-time renderer, one HTML
 * file per route, the precache manifest, compressed copies of every text file, then the
 * hosts' configuration (headers, 404 handling) for what was built.
 * OUT_DIR (default dist) lets the benchmark build a copy for its own ports without
 * touching dist/.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { build } from 'vite';
import {
  backendNotePath,
  configuredTarget,
  envFor,
  missingBackendMessage,
} from './backend-target.ts';
import { writeHostFiles } from './hosting-headers.ts';
import { injectPrecache } from './inject-precache.ts';
import { precompress } from './precompress.ts';
import { prerenderSite } from './prerender.ts';
import { localApiPort } from './local-backend/project.ts';

const distDir = resolve(process.env.OUT_DIR ?? 'dist');
const ssrDir = `${distDir}-ssr`;
const target = configuredTarget(envFor('production'), localApiPort());
if (!target) {
  console.error(missingBackendMessage);
  process.exit(1);
}

await build({ build: { outDir: distDir, emptyOutDir: true } });
await build({
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true },
});
const pages = await prerenderSite(distDir, ssrDir);
await rm(ssrDir, { recursive: true, force: true });
const precache = await injectPrecache(distDir);
await precompress(distDir);
// Only the URL, which every visitor's browser sees anyway: npm start reads it back.
await mkdir(dirname(backendNotePath(distDir)), { recursive: true });
await writeFile(backendNotePath(distDir), JSON.stringify({ url: target.url }));
// Last: the policy hashes the finished pages and names the backend just noted.
const rules = await writeHostFiles(distDir);
console.info(
  `prerendered ${pages} pages; precache: ${precache.count} files, ${(precache.size / 1024).toFixed(0)} KiB; backend ${target.url}; ${rules.length} header rules for the hosts`,
);
