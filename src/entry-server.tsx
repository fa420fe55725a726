/*
 * Build-time renderer: turns one route into HTML for the prerender script.
 * Runs in Node only (vite build --ssr); it waits for every lazy route to resolve.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { routePages } from '@/app/route-pages';
import { siteConfig } from '@/content/site-config';

export { routePages, siteConfig };

export async function renderRoute(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={url}>
      <App />
    </StaticRouter>,
    // React outlines big Suspense boundaries into hidden segments revealed by a script;
    // a static page must show its content without JavaScript, so nothing is outlined.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
