/*
 * Last build step: writes the precache manifest into dist/sw.js, after the prerenderer
 * has written every route's HTML, so the worker precaches the whole site. Hashed assets
 * keep their URL as revision; everything else gets a content hash.
 */
import { injectManifest } from 'workbox-build';

const precacheGlobs = ['**/*.{html,js,css,svg,png,webp,webmanifest}'];
// Install-time screenshots are for the browser's install dialog, not for offline use.
const precacheIgnores = ['screenshots/**'];

const { count, size, warnings } = await injectManifest({
  swSrc: 'dist/sw.js',
  swDest: 'dist/sw.js',
  globDirectory: 'dist',
  globPatterns: precacheGlobs,
  globIgnores: precacheIgnores,
  dontCacheBustURLsMatching: /^assets\/.+-[\w-]{8}\.(js|css)$/,
});
for (const warning of warnings) console.warn(warning);
console.info(`precache: ${count} files, ${(size / 1024).toFixed(0)} KiB`);
