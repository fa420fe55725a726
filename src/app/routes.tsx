import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { SiteLayout } from '@/app/layout/site-layout';
import { LoadWhenNear } from '@/components/load-when-near';
import { comingSoonPages, legalPages } from '@/content/placeholders';

/*
 * Every route of the spec, each page its own chunk. The same table renders the routes,
 * tells the browser entry which chunk to load before hydrating prerendered HTML, and
 * tells the prerender (by source path, the chunk's key in Vite's build manifest) which
 * chunks each page's HTML starts fetching.
 */

function lazyPage<M, P extends object>(
  source: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  return {
    source,
    load,
    Page: lazy(() => load().then((module) => ({ default: pick(module) }))),
  };
}

const testimonials = lazyPage(
  'src/features/testimonials/testimonials-section.tsx',
  () => import('@/features/testimonials/testimonials-section'),
  (m) => m.TestimonialsSection,
);
const home = lazyPage(
  'src/features/home/home-page.tsx',
  () => import('@/features/home/home-page'),
  (m) => m.HomePage,
);
const about = lazyPage(
  'src/features/about/about-page.tsx',
  () => import('@/features/about/about-page'),
  (m) => m.AboutPage,
);
const services = lazyPage(
  'src/features/services/services-page.tsx',
  () => import('@/features/services/services-page'),
  (m) => m.ServicesPage,
);
const careers = lazyPage(
  'src/features/careers/careers-page.tsx',
  () => import('@/features/careers/careers-page'),
  (m) => m.CareersPage,
);
const contact = lazyPage(
  'src/features/contact/contact-page.tsx',
  () => import('@/features/contact/contact-page'),
  (m) => m.ContactPage,
);
const auth = lazyPage(
  'src/auth/auth-page.tsx',
  () => import('@/auth/auth-page'),
  (m) => m.AuthPage,
);
const resetPassword = lazyPage(
  'src/auth/reset-password-page.tsx',
  () => import('@/auth/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const admin = lazyPage(
  'src/features/admin/admin-page.tsx',
  () => import('@/features/admin/admin-page'),
  (m) => m.AdminPage,
);
const booking = lazyPage(
  'src/features/booking/booking-page.tsx',
  () => import('@/features/booking/booking-page'),
  (m) => m.BookingPage,
);
const caseStudies = lazyPage(
  'src/features/case-studies/case-studies-page.tsx',
  () => import('@/features/case-studies/case-studies-page'),
  (m) => m.CaseStudiesPage,
);
const caseStudy = lazyPage(
  'src/features/case-studies/case-study-detail-page.tsx',
  () => import('@/features/case-studies/case-study-detail-page'),
  (m) => m.CaseStudyDetailPage,
);
const comingSoon = lazyPage(
  'src/features/pages/coming-soon-page.tsx',
  () => import('@/features/pages/coming-soon-page'),
  (m) => m.ComingSoonPage,
);
const legal = lazyPage(
  'src/features/pages/legal-page.tsx',
  () => import('@/features/pages/legal-page'),
  (m) => m.LegalPage,
);
const event = lazyPage(
  'src/features/event/event-page.tsx',
  () => import('@/features/event/event-page'),
  (m) => m.EventPage,
);
const notFound = lazyPage(
  'src/features/pages/not-found-page.tsx',
  () => import('@/features/pages/not-found-page'),
  (m) => m.NotFoundPage,
);

interface RouteEntry {
  path: string;
  element: ReactElement;
  page: { source: string; load: () => Promise<unknown> };
  /** A screen of its own, without the site's header, footer and overlays. */
  bare?: true;
}

const routeTable: RouteEntry[] = [
  {
    path: '/',
    element: (
      <home.Page
        testimonials={
          <LoadWhenNear>
            <Suspense fallback={null}>
              <testimonials.Page />
            </Suspense>
          </LoadWhenNear>
        }
      />
    ),
    page: home,
  },
  { path: '/about', element: <about.Page />, page: about },
  { path: '/services', element: <services.Page />, page: services },
  { path: '/careers', element: <careers.Page />, page: careers },
  { path: '/contact', element: <contact.Page />, page: contact },
  { path: '/auth', element: <auth.Page />, page: auth },
  { path: '/auth/reset-password', element: <resetPassword.Page />, page: resetPassword },
  { path: '/admin', element: <admin.Page />, page: admin },
  { path: '/booking', element: <booking.Page />, page: booking },
  { path: '/event', element: <event.Page />, page: event, bare: true },
  { path: '/case-studies', element: <caseStudies.Page />, page: caseStudies },
  { path: '/case-studies/:slug', element: <caseStudy.Page />, page: caseStudy },
  ...comingSoonPages.map(({ path, title }) => ({
    path,
    element: <comingSoon.Page title={title} />,
    page: comingSoon,
  })),
  ...legalPages.map(({ path, title, statesRetention }) => ({
    path,
    element: <legal.Page title={title} statesRetention={statesRetention} />,
    page: legal,
  })),
  { path: '*', element: <notFound.Page />, page: notFound },
];

const routeAt = (pathname: string) => routeTable.find(({ path }) => matchPath(path, pathname));

/** Loads the chunk of the page at `pathname`, so hydration finds it ready. */
export function preloadRoute(pathname: string): Promise<unknown> {
  return routeAt(pathname)?.page.load() ?? Promise.resolve();
}

/** Whether `pathname` is no page of the site: the 404 page answers it. */
export function isUnknownPath(pathname: string): boolean {
  return routeAt(pathname)?.path === '*';
}

/** The source module of the page at `pathname`: its key in Vite's build manifest. */
export function routeSource(pathname: string): string | undefined {
  return routeAt(pathname)?.page.source;
}

export function AppRoutes() {
  return (
    <Routes>
      {routeTable
        .filter((route) => route.bare)
        .map(({ path, element }) => (
          <Route key={path} path={path} element={<Suspense fallback={null}>{element}</Suspense>} />
        ))}
      <Route element={<SiteLayout />}>
        {routeTable
          .filter((route) => !route.bare)
          .map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
      </Route>
    </Routes>
  );
}
