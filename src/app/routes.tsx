import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from '@/app/layout/site-layout';
import { routeAt, routeManifest } from '@/app/route-manifest';

/*
 * The route table, from the route manifest: it renders the routes, and tells the browser
 * entry which page chunk to load before hydrating prerendered HTML.
 */

/** Loads the chunk of the page at `pathname`, so hydration finds it ready. */
export function preloadRoute(pathname: string): Promise<unknown> {
  return routeAt(pathname)?.page.load() ?? Promise.resolve();
}

/** Whether `pathname` is no page of the site: the 404 page answers it. */
export function isUnknownPath(pathname: string): boolean {
  return routeAt(pathname)?.path === '*';
}

export function AppRoutes() {
  return (
    <Routes>
      {routeManifest
        .filter((route) => route.bare)
        .map(({ path, element }) => (
          <Route key={path} path={path} element={<Suspense fallback={null}>{element}</Suspense>} />
        ))}
      <Route element={<SiteLayout />}>
        {routeManifest
          .filter((route) => !route.bare)
          .map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
      </Route>
    </Routes>
  );
}
