/*
 * What the worker serves from cache, each rule with its reason. Runs in the service worker.
 * Invariant: auth, admin reads and inserts are never cached (only GETs of testimonials are).
 */
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { boothDecoderCache, isBoothDecoderPath } from '@/shared/booth-decoder-cache';

/** The prerendered file for a path: /about → /about/index.html, / → /index.html. */
function pageFileFor(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return `${trimmed}/index.html`;
}

export function setUpCaching(precacheManifest: (PrecacheEntry | string)[]): void {
  // Every route's HTML, every chunk, the stylesheet, images and the manifest: the whole
  // site works offline after the first visit, and a new version replaces it atomically.
  precacheAndRoute(precacheManifest);
  cleanupOutdatedCaches();

  // Deep links and reloads: the prerendered page for the path, or the 404 page, whose
  // script renders whatever route the path belongs to (an unknown case study redirects).
  registerRoute(
    new NavigationRoute(async ({ url, request }) => {
      const page = await matchPrecache(pageFileFor(url.pathname));
      if (page) return page;
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache('/404.html')) ?? Response.error();
      }
    }),
  );

  // Featured testimonials: shown at once from cache (so the home page has them offline)
  // and refreshed in the background. Only this one public GET is cached.
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' &&
      url.pathname.endsWith('/rest/v1/testimonials') &&
      url.searchParams.get('featured') === 'eq.true',
    new StaleWhileRevalidate({ cacheName: 'testimonials' }),
  );

  // The booth's badge decoder (WebAssembly, about 1 MB): kept out of the precache, which
  // every visitor downloads; event mode stores it in its own cache and a booth scans
  // offline from there. A version not stored yet is fetched and kept.
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && request.method === 'GET' && isBoothDecoderPath(url.pathname),
    new CacheFirst({ cacheName: boothDecoderCache }),
  );
}
