// The route manifest against what the prerender writes (scripts/prerender.ts), without a
// build: every route gets HTML where a static host looks for it, no two pages share a
// file, and sitemap.xml lists exactly the pages the manifest puts there.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeAt, routeManifest } from '@/app/route-manifest';
import { routePages } from '@/app/route-pages';
import { siteConfig } from '@/content/site-config';
import { outputFile, sitemap } from '../../scripts/prerender.ts';

const dist = '/dist';
const files = routePages.map((page) => outputFile(dist, page));

describe('the prerender and the route manifest', () => {
  it('writes HTML for every route, and each page is answered by its own route', () => {
    for (const route of routeManifest) {
      const pages = routePages.filter((page) => routeAt(page.path) === route);
      expect(pages.length, `${route.path} has no prerendered page`).toBeGreaterThan(0);
      for (const page of pages) expect(page.source, page.path).toBe(route.page.source);
    }
    for (const page of routePages) {
      expect(page.path, 'a pattern, not a page').not.toMatch(/[:*]/);
      expect(routeAt(page.path), `${page.path} is answered by no route`).toBeDefined();
    }
  });

  it('writes each page where a static host looks for its path, the 404 page as 404.html', () => {
    expect(new Set(files).size, 'two pages write the same file').toBe(routePages.length);
    for (const page of routePages) {
      const expected = page.notFound ? join(dist, '404.html') : join(dist, page.path, 'index.html');
      expect(outputFile(dist, page), page.path).toBe(expected);
    }
    expect(routePages.filter((page) => page.notFound)).toHaveLength(1);
  });

  it('lists in sitemap.xml exactly the pages the manifest puts there', () => {
    const listed = [...sitemap(routePages, siteConfig.url).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    const expected = routeManifest
      .filter((route) => !route.noindex)
      .flatMap((route) => routePages.filter((page) => routeAt(page.path) === route))
      .map((page) => `${siteConfig.url}${page.path}`);
    expect(listed).toEqual(expected);
    expect(listed.length).toBeGreaterThan(0);
  });
});
