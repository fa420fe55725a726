/*
 * First-load JavaScript and CSS per route: every script and stylesheet a fresh visitor's
 * page requests until it is quiet (loaded, hydrated and idle: the 'page-quiet' mark of
 * src/lib/when-page-quiet.ts), service worker blocked, no dialog opened; each body
 * gzipped at level 9 and summed. What it requests after that until the network is idle
 * (the worker bridge) is reported beside it, not hidden. Without the mark, everything
 * counts as first load. Also the service worker's precache size.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { devices, type Browser } from '@playwright/test';
import { pageQuietMark } from '../../src/lib/when-page-quiet.ts';
import { outDir, webUrl } from './config.ts';

export interface FirstLoad {
  /** Requested before the page was quiet. */
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** JavaScript requested once the page was quiet, until the network was idle. */
  laterJsGzipBytes: number;
  /** Each file with its gzipped size, largest first, and whether it came once quiet. */
  files: { file: string; gzipBytes: number; later: boolean }[];
  /** Libraries a content page should not download, found by strings that survive minifying. */
  libraries: string[];
}

const libraryMarkers: Record<string, RegExp> = {
  'supabase-js': /supabase-js/,
  zod: /ZodError|\$ZodType/,
  'react-hook-form': /shouldUnregister/,
};

export interface Precache {
  entries: number;
  bytes: number;
}

export async function measureFirstLoad(browser: Browser, route: string): Promise<FirstLoad> {
  // Mobile, like Lighthouse; a fresh context, so nothing comes from a cache.
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  const page = await context.newPage();
  const bodies: Promise<{
    file: string;
    url: string;
    kind: 'js' | 'css';
    gzipBytes: number;
    libraries: string[];
  } | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(
      response
        .body()
        .then((body) => ({
          file: basename(new URL(response.url()).pathname),
          url: response.url(),
          kind: type === 'script' ? ('js' as const) : ('css' as const),
          gzipBytes: gzipSync(body, { level: 9 }).length,
          libraries: Object.keys(libraryMarkers).filter((name) =>
            libraryMarkers[name]!.test(body.toString('latin1')),
          ),
        }))
        // A redirect or aborted response has no body: nothing was downloaded.
        .catch(() => null),
    );
  });
  try {
    const answer = await page.goto(webUrl + route, { waitUntil: 'networkidle' });
    if (answer?.status() !== 200) throw new Error(`${route}: HTTP ${answer?.status()}`);
    const quietAt = await page.evaluate(
      (mark) => performance.getEntriesByName(mark, 'mark')[0]?.startTime ?? null,
      pageQuietMark,
    );
    const startedAt = new Map(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
      ),
    );
    const files = (await Promise.all(bodies))
      .filter((file) => file !== null)
      .map(({ url, ...file }) => ({
        ...file,
        later: quietAt !== null && (startedAt.get(url) ?? 0) >= quietAt,
      }));
    const total = (kind: 'js' | 'css', later: boolean) =>
      files
        .filter((file) => file.kind === kind && file.later === later)
        .reduce((sum, file) => sum + file.gzipBytes, 0);
    return {
      jsGzipBytes: total('js', false),
      cssGzipBytes: total('css', false),
      laterJsGzipBytes: total('js', true),
      files: files
        .map(({ file, gzipBytes, later }) => ({ file, gzipBytes, later }))
        .sort((a, b) => b.gzipBytes - a.gzipBytes),
      libraries: [...new Set(files.flatMap((file) => file.libraries))],
    };
  } finally {
    await context.close();
  }
}

/** Reads the manifest workbox injected into sw.js and sums the files it lists, as stored. */
export async function measurePrecache(): Promise<Precache> {
  const worker = await readFile(join(outDir, 'sw.js'), 'utf8');
  const start = worker.indexOf('[{"revision"');
  const end = worker.indexOf('}]', start);
  if (start < 0 || end < 0) throw new Error('no precache manifest found in sw.js');
  const entries = JSON.parse(worker.slice(start, end + 2)) as { url: string }[];
  const sizes = await Promise.all(
    entries.map(async ({ url }) => (await stat(join(outDir, url))).size),
  );
  return { entries: entries.length, bytes: sizes.reduce((sum, size) => sum + size, 0) };
}
