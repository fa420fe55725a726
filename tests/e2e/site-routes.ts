import { routePages } from '../../src/app/route-pages';

/**
 * What each public page must show, straight from the spec; shared by the e2e suites. The
 * pages are the route manifest's, so a page added there is checked here at once (for a
 * heading at least); the 404 page and the ones below are covered by suites of their own.
 */
export interface RouteExpectation {
  path: string;
  heading: string | RegExp;
  texts: string[];
}

type Expectation = Omit<RouteExpectation, 'path'>;

const coveredElsewhere: Record<string, string> = {
  '/admin': 'auth-admin.spec.ts, for each kind of visitor',
  '/auth/reset-password': 'password-reset.spec.ts',
  '/event': 'event-mode.spec.ts',
};

/** What the shared page modules show on every route they render. */
const textsByPage: Record<string, string[]> = {
  'src/features/pages/coming-soon-page.tsx': ['Coming soon'],
  'src/features/pages/legal-page.tsx': ['Last updated'],
};

export const caseStudies = [
  {
    slug: 'global-logistics-corp',
    company: 'Global Logistics Corp',
    timeline: '6 months',
    team: '8 people',
  },
  {
    slug: 'healthtech-solutions',
    company: 'HealthTech Solutions',
    timeline: '9 months',
    team: '10 people',
  },
  { slug: 'retailmax-inc', company: 'RetailMax Inc', timeline: '7 months', team: '6 people' },
  { slug: 'finserve-group', company: 'FinServe Group', timeline: '8 months', team: '9 people' },
];

/** The spec's words for the pages that have their own; keyed by path. */
export const routeExpectations: Record<string, Expectation> = {
  '/': {
    heading: 'Enterprise AI that Delivers Real Results',
    texts: [
      'Where Intelligence Meets Innovation',
      'Our Expertise',
      'Measured Results',
      '500+',
      '98%',
      '50+',
      '15+',
    ],
  },
  '/about': {
    heading: /./,
    texts: [
      '2024',
      'Early 2025',
      'Now',
      'Discovery',
      'Design',
      'Development',
      'Deployment',
      '500+',
    ],
  },
  '/services': {
    heading: /./,
    texts: [
      'AI Consulting & Strategy',
      'Agentic AI',
      'AI Process Automation',
      'Predictive Analytics',
      'Schedule a Consultation',
    ],
  },
  '/careers': {
    heading: /./,
    texts: [
      'AI Intern',
      'BDM Intern',
      'Bangalore, India',
      'up to 30,000 rupees per month',
      '6 months',
    ],
  },
  '/case-studies': {
    heading: /./,
    texts: [...caseStudies.map((study) => study.company), 'View Full Case Study'],
  },
  ...Object.fromEntries(
    caseStudies.map((study) => [
      `/case-studies/${study.slug}`,
      { heading: study.company, texts: [study.timeline, study.team] },
    ]),
  ),
  '/contact': { heading: 'Contact Us', texts: [] },
  '/auth': { heading: /sign in/i, texts: [] },
  // A mailed link's page: prerendered as it loads, so no text but its heading is certain.
  '/booking': { heading: 'Your booking', texts: [] },
};

export const siteRoutes: RouteExpectation[] = routePages
  .filter((page) => !page.notFound && !(page.path in coveredElsewhere))
  .map((page) => ({
    path: page.path,
    heading: /./,
    texts: textsByPage[page.source] ?? [],
    ...routeExpectations[page.path],
  }));
