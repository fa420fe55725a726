/*
 * Writes one HTML file per page of the route manifest (src/app/route-manifest.tsx) into
 * the build, from the SSR bundle of src/entry-server.tsx. Each file carries the page's
 * text, title, description, canonical URL, social cards and the company's structured
 * data, so the first paint needs no JavaScript and crawlers see everything. Also writes
 * sitemap.xml.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RoutePage } from '../src/app/route-pages.ts';
import { jobPostings } from '../src/content/job-postings.ts';
import { entryKey, readBuildManifest, staticGraph } from './chunk-graph.ts';
import { replaceOnce } from './replace-once.ts';
import { withPagePreloads } from './vite/entry-after-paint.ts';

/** What the SSR bundle of src/entry-server.tsx exports. */
interface ServerEntry {
  /** Every page of the route manifest, the 404 page included. */
  routePages: readonly RoutePage[];
  renderRoute: (url: string) => Promise<string>;
  siteConfig: { name: string; url: string; email: string; phone: string; location: string };
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

// '<' as \u003c: no text in the data can close the script element early.
function jsonLdScript(data: object): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

function organizationData(site: ServerEntry['siteConfig']): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    logo: `${site.url}/icons/icon-512.png`,
    email: site.email,
    telephone: site.phone,
    address: { '@type': 'PostalAddress', addressLocality: site.location },
  };
}

function headTags(
  { path: route, meta, sitemap: indexed, notFound }: RoutePage,
  site: ServerEntry['siteConfig'],
): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const url = `${site.url}${route === '/' ? '/' : route}`;
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${site.url}/screenshots/home-wide.jpg" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ];
  if (!notFound) {
    tags.push(
      `<link rel="canonical" href="${url}" />`,
      `<meta property="og:url" content="${url}" />`,
    );
  }
  if (route === '/') {
    tags.push(jsonLdScript(organizationData(site)));
  }
  if (route === '/careers') {
    // Dated by the build: a posting that expired before it is not listed.
    tags.push(...jobPostings(new Date()).map(jsonLdScript));
  }
  if (!indexed) {
    tags.push('<meta name="robots" content="noindex" />');
  }
  return tags.join('\n    ');
}

/** Where a page's HTML goes: where a static host looks for its path, or 404.html. */
export function outputFile(distDir: string, { path, notFound }: RoutePage): string {
  if (path === '/') return join(distDir, 'index.html');
  if (notFound) return join(distDir, '404.html');
  return join(distDir, path, 'index.html');
}

/** sitemap.xml: the pages the route manifest lists there, in its order. */
export function sitemap(pages: readonly RoutePage[], siteUrl: string): string {
  const urls = pages
    .filter((page) => page.sitemap)
    .map((page) => `  <url><loc>${siteUrl}${page.path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Renders every page into `distDir` with the bundle in `ssrDir`; returns the page count. */
export async function prerenderSite(distDir: string, ssrDir: string): Promise<number> {
  const entryUrl = pathToFileURL(join(ssrDir, 'entry-server.js')).href;
  const server = (await import(entryUrl)) as ServerEntry;
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const manifest = readBuildManifest(distDir);
  const entryFiles = new Set(staticGraph(manifest, [entryKey]));
  // The page's chunk and its imports that the entry does not already bring.
  const pageFiles = (source: string) =>
    staticGraph(manifest, [source])
      .filter((file) => !entryFiles.has(file))
      .map((file) => `/${file}`);

  const pages = server.routePages;
  for (const page of pages) {
    const appHtml = await server.renderRoute(page.path);
    // The 404 page hydrates under any unknown path, so it claims none of its own.
    const claimedPath = page.notFound ? '' : page.path;
    const withHead = replaceOnce(
      withPagePreloads(template, pageFiles(page.source)),
      '<!--app-head-->',
      headTags(page, server.siteConfig),
      `the head tags of ${page.path}`,
    );
    const html = replaceOnce(
      withHead,
      '<div id="root"><!--app-html--></div>',
      `<div id="root" data-prerendered-path="${claimedPath}">${appHtml}</div>`,
      `the prerendered HTML of ${page.path}`,
    );
    const file = outputFile(distDir, page);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  await writeFile(join(distDir, 'sitemap.xml'), sitemap(pages, server.siteConfig.url));
  return pages.length;
}
