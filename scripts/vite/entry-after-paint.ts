/*
 * Starts the app's scripts only after the first paint. Vite links the entry and its
 * imports from <head>, so on a slow connection they share the bandwidth with the page and
 * its stylesheet and hold back the first paint of prerendered HTML that needs no script.
 * This moves them into an inline script at the end of <body> (src/lib/load-after-paint.ts)
 * that adds the same tags once the browser reports the first contentful paint. The
 * prerender adds each page's own chunks to its list (withPagePreloads), so they download
 * beside the entry.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { AfterPaintScripts } from '../../src/lib/load-after-paint.ts';
import { replaceOnce } from '../replace-once.ts';
import { compileInlineScript } from './inline-script.ts';

const loaderPath = fileURLToPath(new URL('../../src/lib/load-after-paint.ts', import.meta.url));
const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** What the loader's data says of the page's own chunks until the prerender fills it. */
const noPagePreloads = '"page":[]';

/** Adds a page's own chunks (URLs) to the scripts its HTML starts after the first paint. */
export function withPagePreloads(html: string, hrefs: string[]): string {
  return replaceOnce(
    html,
    noPagePreloads,
    `"page":${JSON.stringify(hrefs)}`,
    "the after-paint loader's list of the page's chunks",
  );
}

export function entryAfterPaint(): Plugin {
  return {
    name: 'entry-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const entry = entryScript.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no module entry script');
        const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
        const data: AfterPaintScripts = { entry, preloads, page: [] };
        const { code } = await compileInlineScript(loaderPath, data);
        // Every preload link goes, however many Vite wrote (none is fine too).
        const withoutTags = replaceOnce(html, entryScript, '', 'the module entry script').replace(
          modulePreload,
          '',
        );
        return replaceOnce(
          withoutTags,
          '</body>',
          `  <script>${code}</script>\n  </body>`,
          'the after-paint loader goes at the end of <body>',
        );
      },
    },
  };
}
