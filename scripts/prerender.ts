/*
 * Writes one HTML file per content route into the build, from the SSR bundle of
 * src/entry-server.tsx. Each file carries the page's text, title, description, canonical
 * URL, social cards and the company's structured data, so the first paint needs no
 * JavaScript and crawlers see everything. Also writes sitemap.xml.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { jobPostings } from '../src/content/job-postings.ts';
import { entryKey, readBuildManifest, staticGraph } from './chunk-graph.ts';
import { withPagePreloads } from './vite-entry-after-paint-plugin.ts';

interface PageMeta {
  title: string;
  description: string;
}

interface ServerEntry {
  contentRoutes: readonly string[];
  pageMeta: (pathname: string) => PageMeta;
  renderRoute: (url: string) => Promise<string>;
  routeSource: (pathname: string) => string | undefined;
  siteConfig: { name: string; url: string; email: string; phone: string; location: string };
}

const notFoundPath = '/404';
// Not content, so not in the sitemap, but still served as real HTML (its loading state).
const appOnlyRoutes = ['/admin', '/event', '/auth/reset-password', '/booking'];

function escapeHtml(text: string): string {
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

function headTags(route: string, meta: PageMeta, site: ServerEntry['siteConfig']): string {
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
  if (route !== notFoundPath) {
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
  if (route === notFoundPath || appOnlyRoutes.includes(route)) {
    tags.push('<meta name="robots" content="noindex" />');
  }
  return tags.join('\n    ');
}

function outputFile(distDir: string, route: string): string {
  if (route === '/') return join(distDir, 'index.html');
  if (route === notFoundPath) return join(distDir, '404.html');
  return join(distDir, route, 'index.html');
}

function sitemap(routes: readonly string[], siteUrl: string): string {
  const urls = routes.map((route) => `  <url><loc>${siteUrl}${route}</loc></url>`);
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
  const pageFiles = (route: string) => {
    const source = server.routeSource(route);
    const files = source ? staticGraph(manifest, [source]) : [];
    return files.filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
  };

  const pages = [...server.contentRoutes, ...appOnlyRoutes, notFoundPath];
  for (const route of pages) {
    const appHtml = await server.renderRoute(route);
    // The 404 page hydrates under any unknown path, so it claims none of its own.
    const claimedPath = route === notFoundPath ? '' : route;
    const html = withPagePreloads(template, pageFiles(route))
      .replace('<!--app-head-->', headTags(route, server.pageMeta(route), server.siteConfig))
      .replace(
        '<div id="root"><!--app-html--></div>',
        `<div id="root" data-prerendered-path="${claimedPath}">${appHtml}</div>`,
      );
    const file = outputFile(distDir, route);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  await writeFile(
    join(distDir, 'sitemap.xml'),
    sitemap(server.contentRoutes, server.siteConfig.url),
  );
  return pages.length;
}
