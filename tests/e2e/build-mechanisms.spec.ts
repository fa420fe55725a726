/*
 * The first-load mechanisms the README lists, read from the production build: each test
 * fails when its mechanism silently stops applying (a plugin that no longer matches, a
 * React or Vite upgrade that changes what the build writes), not only when a figure in
 * `npm run bench` drifts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { entryKey, readBuildManifest, staticGraph } from '../../scripts/chunk-graph';
import { escapeHtml, outputFile, sitemap } from '../../scripts/prerender';
import type { AfterPaintScripts } from '../../src/lib/load-after-paint';
import { routePages } from '../../src/app/route-pages';
import { siteConfig } from '../../src/content/site-config';
import { testOutDir } from './test-build';

const dist = testOutDir;
const manifest = readBuildManifest(dist);
const compileHint = '//# allFunctionsCalledOnLoad\n';

/** Every prerendered page: its path in the build and its HTML. */
function prerenderedPages(dir = dist): { file: string; html: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : prerenderedPages(path);
    if (entry.name !== 'index.html' && entry.name !== '404.html') return [];
    return [{ file: relative(dist, path), html: readFileSync(path, 'utf8') }];
  });
}

const pages = prerenderedPages();
const read = (file: string) => readFileSync(join(dist, file), 'utf8');
/** The scripts a page's after-paint loader adds: the entry first, then the preloads. */
const loadedAfterPaint = (html: string) => {
  const data = /\{"entry":[^{}]*\}/.exec(html)?.[0];
  const {
    entry,
    preloads = [],
    page = [],
  } = data ? (JSON.parse(data) as Partial<AfterPaintScripts>) : {};
  return { entry, preloads: [...preloads, ...page] };
};

test('every page of the route manifest is in the build, and sitemap.xml lists its own', () => {
  const expected = routePages.map((page) => ({
    ...page,
    file: relative(dist, outputFile(dist, page)),
  }));
  for (const { path, file, meta } of expected) {
    const html = pages.find((page) => page.file === file)?.html;
    expect(html, `${path} has no HTML in the build (${file})`).toBeDefined();
    expect(html, `${path} has another title`).toContain(`<title>${escapeHtml(meta.title)}</title>`);
    expect(html, `${path} has another description`).toContain(
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    );
  }
  // And no HTML the manifest does not know of.
  expect(pages.map((page) => page.file).sort()).toEqual(expected.map((page) => page.file).sort());
  expect(read('sitemap.xml')).toBe(sitemap(routePages, siteConfig.url));
});

test('paint first: no page starts a script of the app before its first paint', () => {
  for (const { file, html } of pages) {
    expect(html, `${file} starts the entry from its markup`).not.toMatch(/<script type="module"/);
    expect(html, `${file} preloads from its markup`).not.toMatch(/<link rel="modulepreload"/);
    expect(html, `${file} waits for no paint`).toMatch(/["'`]first-contentful-paint["'`]/);
    expect(loadedAfterPaint(html).entry, `${file} loads no entry`).toBe(
      `/${manifest[entryKey]!.file}`,
    );
  }
});

test("each page fetches its own page's code from the start", () => {
  for (const page of routePages) {
    const file = relative(dist, outputFile(dist, page));
    const { html } = pages.find((built) => built.file === file)!;
    expect(loadedAfterPaint(html).preloads, file).toContain(`/${manifest[page.source]!.file}`);
  }
});

test('compile hints: the entry and its static imports, and no page chunk', () => {
  const initial = staticGraph(manifest, [entryKey]);
  expect(initial.length).toBeGreaterThan(1);
  for (const file of initial) {
    expect(read(file).startsWith(compileHint), `${file} has no compile hint`).toBe(true);
  }
  const homePage = manifest['src/features/home/home-page.tsx']!.file;
  expect(read(homePage).includes(compileHint), `${homePage} is hinted`).toBe(false);
});

test('hydration in slices: the app, header and footer are Activity boundaries', () => {
  // React writes an Activity boundary into server HTML as <!--&--> ... <!--/&-->.
  for (const { file, html } of pages) {
    const boundaries = html.match(/<!--&-->/g)?.length ?? 0;
    const expected = file === 'event/index.html' ? 1 : 3;
    expect(boundaries, `${file} has ${boundaries} Activity boundaries`).toBeGreaterThanOrEqual(
      expected,
    );
  }
});

test('the early event contract runs first, before the stylesheet and the app', () => {
  for (const { file, html } of pages) {
    const head = html.slice(0, html.indexOf('</head>'));
    const firstScript = head.indexOf('<script>');
    expect(firstScript, `${file} has no inline script`).toBeGreaterThan(0);
    expect(head.indexOf('data-early-pending', firstScript), file).toBeGreaterThan(firstScript);
    expect(firstScript, `${file}: the stylesheet comes first`).toBeLessThan(
      head.indexOf('rel="stylesheet"'),
    );
  }
});

test('PNG icons only: no SVG document is built at the first paint', () => {
  for (const { file, html } of pages) {
    const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*href="([^"]+)"/g)];
    expect(icons.length, file).toBeGreaterThan(0);
    for (const [, href] of icons) expect(href, file).toMatch(/\.png$/);
  }
  const appManifest = JSON.parse(read('manifest.webmanifest')) as {
    icons: { src: string; type: string }[];
  };
  for (const icon of appManifest.icons) expect(icon.type, icon.src).toBe('image/png');
});
