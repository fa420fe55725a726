/*
 * Byte budgets, read from the production build (deterministic, unlike Lighthouse, whose
 * figures live in `npm run bench`). Chunk graphs come from Vite's build manifest.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { entryKey, readBuildManifest, staticGraph } from '../../scripts/chunk-graph';
import { routePages } from '../../src/app/route-pages';
import { testOutDir } from './test-build';

const dist = testOutDir;
const manifest = readBuildManifest(dist);

/** The sitemap's pages whose purpose is a form: the form budget does not apply to them. */
const formPages = new Set(['/contact', '/auth']);
/** Each content page's own module, from the route manifest. */
const contentPages: Record<string, string[]> = Object.fromEntries(
  routePages
    .filter((page) => page.sitemap && !formPages.has(page.path))
    .map((page) => [page.path, [page.source]]),
);

/** The JS files a first visit loads: the entry, the route's chunk and their static imports. */
const firstLoadFiles = (routeModules: string[]) =>
  staticGraph(manifest, [entryKey, ...routeModules]);

const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

test('first-load JavaScript on / is at most 110 KB gzipped', () => {
  const total = firstLoadFiles(contentPages['/']!).reduce((sum, file) => sum + gzipBytes(file), 0);
  console.info(`first-load JS on /: ${(total / 1000).toFixed(1)} KB gzipped`);
  expect(total).toBeLessThanOrEqual(110_000);
});

test('content pages load no form, schema or Supabase client code', () => {
  for (const [route, modules] of Object.entries(contentPages)) {
    for (const file of firstLoadFiles(modules)) {
      const code = readFileSync(join(dist, file), 'utf8');
      expect(code.includes('ZodError'), `${route} loads zod via ${file}`).toBe(false);
      expect(code.includes('supabase-js'), `${route} loads supabase-js via ${file}`).toBe(false);
      expect(code.includes('shouldFocusError'), `${route} loads react-hook-form via ${file}`).toBe(
        false,
      );
    }
  }
});

test('the precache stays under 2 MB', () => {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!);
  expect(urls.length).toBeGreaterThan(50);
  const bytes = urls.reduce((sum, url) => sum + readFileSync(join(dist, url)).length, 0);
  console.info(`precache: ${urls.length} files, ${(bytes / 1024).toFixed(0)} KiB`);
  expect(bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
});
