/*
 * Last build step: writes the precache manifest into sw.js, after the prerenderer has
 * written every route's HTML, so the worker precaches the whole site. Hashed assets keep
 * their URL as revision; everything else gets a content hash.
 */
import { join } from 'node:path';
import { injectManifest } from 'workbox-build';

export async function injectPrecache(distDir: string): Promise<{ count: number; size: number }> {
  const swFile = join(distDir, 'sw.js');
  const { count, size, warnings } = await injectManifest({
    swSrc: swFile,
    swDest: swFile,
    globDirectory: distDir,
    globPatterns: ['**/*.{html,js,css,svg,png,webp,webmanifest}'],
    // Install-time screenshots are for the browser's install dialog, not for offline use.
    globIgnores: ['screenshots/**'],
    dontCacheBustURLsMatching: /^assets\/.+-[\w-]{8}\.(js|css)$/,
  });
  for (const warning of warnings) console.warn(warning);
  return { count, size };
}
