import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { SiteLayout } from '@/app/layout/site-layout';
import { LoadWhenNear } from '@/components/load-when-near';
import { comingSoonPages, legalPages } from '@/content/placeholders';

/*
 * Every route of the spec, each page its own chunk. The same table renders the routes
 * and tells the browser entry which chunk to load before hydrating prerendered HTML.
 */

function lazyPage<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  return { load, Page: lazy(() => load().then((module) => ({ default: pick(module) }))) };
}

const testimonials = lazyPage(
  () => import('@/features/testimonials/testimonials-section'),
  (m) => m.TestimonialsSection,
);
const home = lazyPage(
  () => import('@/features/home/home-page'),
  (m) => m.HomePage,
);
const about = lazyPage(
  () => import('@/features/about/about-page'),
  (m) => m.AboutPage,
);
const services = lazyPage(
  () => import('@/features/services/services-page'),
  (m) => m.ServicesPage,
);
const careers = lazyPage(
  () => import('@/features/careers/careers-page'),
  (m) => m.CareersPage,
);
const contact = lazyPage(
  () => import('@/features/contact/contact-page'),
  (m) => m.ContactPage,
);
const auth = lazyPage(
  () => import('@/features/auth/auth-page'),
  (m) => m.AuthPage,
);
const admin = lazyPage(
  () => import('@/features/admin/admin-page'),
  (m) => m.AdminPage,
);
const caseStudies = lazyPage(
  () => import('@/features/case-studies/case-studies-page'),
  (m) => m.CaseStudiesPage,
);
const caseStudy = lazyPage(
  () => import('@/features/case-studies/case-study-detail-page'),
  (m) => m.CaseStudyDetailPage,
);
const comingSoon = lazyPage(
  () => import('@/features/pages/coming-soon-page'),
  (m) => m.ComingSoonPage,
);
const legal = lazyPage(
  () => import('@/features/pages/legal-page'),
  (m) => m.LegalPage,
);
const notFound = lazyPage(
  () => import('@/features/pages/not-found-page'),
  (m) => m.NotFoundPage,
);

interface RouteEntry {
  path: string;
  element: ReactElement;
  load: () => Promise<unknown>;
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
    load: home.load,
  },
  { path: '/about', element: <about.Page />, load: about.load },
  { path: '/services', element: <services.Page />, load: services.load },
  { path: '/careers', element: <careers.Page />, load: careers.load },
  { path: '/contact', element: <contact.Page />, load: contact.load },
  { path: '/auth', element: <auth.Page />, load: auth.load },
  { path: '/admin', element: <admin.Page />, load: admin.load },
  { path: '/case-studies', element: <caseStudies.Page />, load: caseStudies.load },
  { path: '/case-studies/:slug', element: <caseStudy.Page />, load: caseStudy.load },
  ...comingSoonPages.map(({ path, title }) => ({
    path,
    element: <comingSoon.Page title={title} />,
    load: comingSoon.load,
  })),
  ...legalPages.map(({ path, title }) => ({
    path,
    element: <legal.Page title={title} />,
    load: legal.load,
  })),
  { path: '*', element: <notFound.Page />, load: notFound.load },
];

/** Loads the chunk of the page at `pathname`, so hydration finds it ready. */
export function preloadRoute(pathname: string): Promise<unknown> {
  const entry = routeTable.find(({ path }) => matchPath(path, pathname));
  return entry ? entry.load() : Promise.resolve();
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {routeTable.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Route>
    </Routes>
  );
}
