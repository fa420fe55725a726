import { describe, expect, it } from 'vitest';
import { preloadRoute, routeSource } from '@/app/routes';
import { contentRoutes } from '@/content/page-meta';

describe('route table', () => {
  // The prerender trusts routeSource to name the chunk each page's HTML fetches.
  it.each([
    ...contentRoutes,
    '/auth',
    '/auth/reset-password',
    '/admin',
    '/booking',
    '/no-such-page',
  ])("names the module that %s loads as the page's source", async (path) => {
    const source = routeSource(path);
    expect(source).toMatch(/^src\/(features\/.+|auth\/[^/]+)-page\.tsx$/);
    expect(await preloadRoute(path)).toBe(await import(/* @vite-ignore */ `/${source}`));
  });
});
