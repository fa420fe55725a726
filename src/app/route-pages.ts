/*
 * The pages the route manifest stands for, each path with parameters spelled out into its
 * pages, with their document titles and descriptions: the list the prerender writes and
 * the sitemap lists, and the meta the browser sets on navigation. Loaded after the first
 * paint in the browser (it brings the copy); imported directly by the build-time renderer.
 */
import { isPageRoute, routeManifest, type PageRoute } from '@/app/route-manifest';
import { metaCopy } from '@/content/page-meta';
import { siteConfig } from '@/content/site-config';

export interface PageMeta {
  title: string;
  description: string;
}

export interface RoutePage {
  path: string;
  /** The page's module: the chunk its HTML starts fetching. */
  source: string;
  /** Listed in sitemap.xml and open to search engines; otherwise marked noindex. */
  sitemap: boolean;
  /** The page of the '*' route, rendered at /404: the host answers unknown paths with it. */
  notFound: boolean;
  meta: PageMeta;
}

const notFoundPath = '/404';

const titled = (title: string): string => `${title} | ${siteConfig.name}`;

const metaOf = (route: PageRoute): PageMeta => ({
  title: route.siteNameFirst ? `${siteConfig.name} | ${route.title}` : titled(route.title),
  description: metaCopy.descriptions[route.title],
});

/** Every page the build writes HTML for, in manifest order, the 404 page last. */
export const routePages: readonly RoutePage[] = routeManifest.flatMap((route) => {
  const page = {
    source: route.page.source,
    sitemap: !route.noindex,
    notFound: route.path === '*',
  };
  if (!isPageRoute(route)) {
    return route.pages(metaCopy).map(({ params, title, description }) => ({
      ...page,
      // Not React Router's generatePath: React Router is in the entry chunk, so calling it
      // here would add its code to every page's first load.
      path: route.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? ''),
      meta: { title: titled(title), description },
    }));
  }
  return [{ ...page, path: page.notFound ? notFoundPath : route.path, meta: metaOf(route) }];
});

const notFoundMeta = routePages.find((page) => page.notFound)!.meta;

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The title and description of the page at `pathname`; the 404 page's for no page. */
export function pageMeta(pathname: string): PageMeta {
  const path = normalise(pathname);
  return routePages.find((page) => page.path === path)?.meta ?? notFoundMeta;
}
