/*
 * Every route of the site, once: its path, its page (a lazy chunk of its own), its title
 * and description, what the build prerenders for it and where the header and footer link
 * to it. The route table, the document meta, the navigation, the prerender, the sitemap
 * and the tests all read this list, so a new page is its module plus one entry here.
 * It is on every page's first load: page modules are imported lazily, and descriptions
 * come with copy loaded later (src/content/page-meta.ts), found by the page's title.
 * Over 300 lines because it is the whole list, one entry per route.
 */
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import { LoadWhenNear } from '@/components/load-when-near';
import type { FooterGroupTitle } from '@/content/navigation';
import type { metaCopy } from '@/content/page-meta';
import { siteConfig } from '@/content/site-config';

/**
 * A page's code: its module's path (its key in Vite's build manifest, which tells the
 * prerender which chunks the page's HTML starts fetching) and its loader.
 */
export interface PageModule {
  source: string;
  load: () => Promise<unknown>;
}

interface RouteBase {
  /** A React Router path pattern; '*' answers every path no other route does. */
  path: string;
  page: PageModule;
  element: ReactElement;
  /**
   * Every route is prerendered and listed in sitemap.xml, except that a noindex route (a
   * private or per-visitor screen, prerendered as it loads) is kept from search engines.
   */
  noindex?: true;
  /** A screen of its own, without the site's header, footer and overlays. */
  bare?: true;
}

/** A route that is one page. */
export interface PageRoute extends RouteBase {
  /**
   * The page's name: the tab reads "{title} | {site name}". It names the page's meta
   * description too, in copy loaded after the first paint (src/content/page-meta.ts).
   */
  title: keyof typeof metaCopy.descriptions;
  /** The tab reads "{site name} | {title}" instead (the home page). */
  siteNameFirst?: true;
  /**
   * Links to the page in the header and in a footer group, in manifest order. A link reads
   * the page's title (true, or just the group) unless it is given a label of its own.
   */
  nav?: {
    header?: true | string;
    footer?: FooterGroupTitle | { group: FooterGroupTitle; label: string };
  };
}

/** One page of a route with parameters. */
export interface ParamPage {
  params: Record<string, string>;
  title: string;
  description: string;
}

/** A path with parameters: it stands for the pages its copy lists. */
export interface ParamRoute extends RouteBase {
  pages: (copy: typeof metaCopy) => readonly ParamPage[];
}

export type RouteDefinition = PageRoute | ParamRoute;

export const isPageRoute = (route: RouteDefinition): route is PageRoute => 'title' in route;

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

// A section, not a page (no route preloads it, the prerender needs no source for it).
const Testimonials = lazy(() =>
  import('@/features/testimonials/testimonials-section').then((m) => ({
    default: m.TestimonialsSection,
  })),
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

type PlaceholderRoute = Pick<PageRoute, 'path' | 'title' | 'nav'>;

/** A 'Coming soon' placeholder the spec keeps: its title is all its own copy. */
const comingSoonRoute = (route: PlaceholderRoute): PageRoute => ({
  ...route,
  page: comingSoon,
  element: <comingSoon.Page title={route.title} />,
});

/** An under-construction legal page; the privacy policy states how long leads are kept. */
const legalRoute = (route: PlaceholderRoute & { statesRetention?: true }): PageRoute => {
  const { statesRetention, ...rest } = route;
  return {
    ...rest,
    page: legal,
    element: <legal.Page title={route.title} statesRetention={statesRetention} />,
  };
};

/** In this order: the header's and each footer group's links follow it. '*' comes last. */
export const routeManifest: readonly RouteDefinition[] = [
  {
    path: '/',
    title: siteConfig.tagline,
    siteNameFirst: true,
    page: home,
    element: (
      <home.Page
        testimonials={
          <LoadWhenNear>
            <Suspense fallback={null}>
              <Testimonials />
            </Suspense>
          </LoadWhenNear>
        }
      />
    ),
  },
  {
    path: '/services',
    title: 'Services',
    page: services,
    element: <services.Page />,
    nav: { header: true },
  },
  {
    path: '/about',
    title: 'About Us',
    page: about,
    element: <about.Page />,
    nav: { header: true, footer: { group: 'Company', label: 'About' } },
  },
  {
    path: '/case-studies',
    title: 'Case Studies',
    page: caseStudies,
    element: <caseStudies.Page />,
    nav: { header: true, footer: 'Resources' },
  },
  {
    path: '/case-studies/:slug',
    pages: (copy) => copy.caseStudyPages,
    page: caseStudy,
    element: <caseStudy.Page />,
  },
  {
    path: '/careers',
    title: 'Careers',
    page: careers,
    element: <careers.Page />,
    nav: { header: true, footer: 'Company' },
  },
  {
    path: '/contact',
    title: 'Contact Us',
    page: contact,
    element: <contact.Page />,
  },
  {
    path: '/auth',
    title: 'Sign In',
    page: auth,
    element: <auth.Page />,
  },
  {
    path: '/auth/reset-password',
    title: 'Reset Password',
    page: resetPassword,
    element: <resetPassword.Page />,
    noindex: true,
  },
  {
    path: '/admin',
    title: 'Admin Dashboard',
    page: admin,
    element: <admin.Page />,
    noindex: true,
  },
  {
    path: '/booking',
    title: 'Your Booking',
    page: booking,
    element: <booking.Page />,
    noindex: true,
  },
  {
    path: '/event',
    title: 'Event Mode',
    page: event,
    element: <event.Page />,
    noindex: true,
    bare: true,
  },
  comingSoonRoute({
    path: '/blog',
    title: 'Blog',
    nav: { header: 'Blogs', footer: 'Company' },
  }),
  comingSoonRoute({
    path: '/press',
    title: 'Press',
    nav: { footer: 'Company' },
  }),
  comingSoonRoute({
    path: '/ai-development',
    title: 'AI Development',
    nav: { footer: 'Services' },
  }),
  comingSoonRoute({
    path: '/machine-learning',
    title: 'Machine Learning',
    nav: { footer: 'Services' },
  }),
  comingSoonRoute({
    path: '/consulting',
    title: 'Consulting',
    nav: { footer: 'Services' },
  }),
  comingSoonRoute({
    path: '/integration',
    title: 'Integration',
    nav: { footer: 'Services' },
  }),
  comingSoonRoute({
    path: '/community',
    title: 'Community',
    nav: { footer: 'Resources' },
  }),
  comingSoonRoute({
    path: '/documentation',
    title: 'Documentation',
    nav: { footer: 'Resources' },
  }),
  comingSoonRoute({
    path: '/support',
    title: 'Support',
    nav: { footer: 'Resources' },
  }),
  legalRoute({
    path: '/privacy-policy',
    title: 'Privacy Policy',
    statesRetention: true,
    nav: { footer: 'Legal' },
  }),
  legalRoute({
    path: '/terms-of-service',
    title: 'Terms of Service',
    nav: { footer: 'Legal' },
  }),
  legalRoute({
    path: '/cookie-policy',
    title: 'Cookie Policy',
    nav: { footer: 'Legal' },
  }),
  legalRoute({
    path: '/compliance',
    title: 'Compliance',
    nav: { footer: 'Legal' },
  }),
  {
    path: '*',
    title: 'Page Not Found',
    page: notFound,
    element: <notFound.Page />,
    noindex: true,
  },
];

/** The route that answers `pathname`: '*' for a path no page has. */
export function routeAt(pathname: string): RouteDefinition | undefined {
  return routeManifest.find(({ path }) => matchPath(path, pathname));
}
