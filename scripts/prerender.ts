/*
 * Writes one HTML file per content route into dist/, from the SSR bundle that
 * `vite build --ssr` left in dist-ssr/. Each file carries the page's text, title and
 * description, so the first paint needs no JavaScript and crawlers see the content.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

interface ServerEntry {
  contentRoutes: string[];
  pageMeta: (pathname: string) => { title: string; description: string };
  renderRoute: (url: string) => Promise<string>;
}

const distDir = resolve('dist');
const ssrEntry = resolve('dist-ssr/entry-server.js');
const notFoundPath = '/404';
// Not content, so not in the sitemap, but still served as real HTML (its loading state).
const appOnlyRoutes = ['/admin'];

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function headTags({ title, description }: { title: string; description: string }): string {
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  ].join('\n    ');
}

function outputFile(route: string): string {
  if (route === '/') return join(distDir, 'index.html');
  if (route === notFoundPath) return join(distDir, '404.html');
  return join(distDir, route, 'index.html');
}

async function main() {
  const server = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
  const template = await readFile(join(distDir, 'index.html'), 'utf8');

  const pages = [...server.contentRoutes, ...appOnlyRoutes, notFoundPath];
  for (const route of pages) {
    const appHtml = await server.renderRoute(route);
    // The 404 page hydrates under any unknown path, so it claims none of its own.
    const claimedPath = route === notFoundPath ? '' : route;
    const html = template
      .replace('<!--app-head-->', headTags(server.pageMeta(route)))
      .replace(
        '<div id="root"><!--app-html--></div>',
        `<div id="root" data-prerendered-path="${claimedPath}">${appHtml}</div>`,
      );
    const file = outputFile(route);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  await rm(resolve('dist-ssr'), { recursive: true, force: true });
  console.info(`prerendered ${pages.length} pages`);
}

await main();
