import { describe, expect, it } from 'vitest';
import { routeAt } from '@/app/route-manifest';
import { routePages } from '@/app/route-pages';
import { isUnknownPath, preloadRoute } from '@/app/routes';

describe('route table', () => {
  // The prerender trusts each page's source to name the chunk its HTML fetches.
  it.each([...routePages.map((page) => page.path), '/no-such-page'])(
    "names the module that %s loads as the page's source",
    async (path) => {
      const source = routeAt(path)?.page.source;
      expect(source).toMatch(/^src\/(features\/.+|auth\/[^/]+)-page\.tsx$/);
      expect(await preloadRoute(path)).toBe(await import(/* @vite-ignore */ `/${source}`));
    },
  );

  it('answers a path no page has with the 404 page, and only such a path', () => {
    for (const page of routePages) {
      expect(isUnknownPath(page.path), page.path).toBe(page.notFound);
    }
    expect(isUnknownPath('/case-studies/x/y')).toBe(true);
  });
});
