/**
 * What each public route must show, straight from the spec; shared by the e2e suites.
 * /admin is not public: auth-admin.spec.ts covers it for each kind of visitor.
 */
export interface RouteExpectation {
  path: string;
  heading: string | RegExp;
  texts: string[];
}

const comingSoon = [
  'blog',
  'press',
  'ai-development',
  'machine-learning',
  'consulting',
  'integration',
  'documentation',
  'support',
  'community',
];
const legal = ['privacy-policy', 'terms-of-service', 'cookie-policy', 'compliance'];

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

export const siteRoutes: RouteExpectation[] = [
  {
    path: '/',
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
  {
    path: '/about',
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
  {
    path: '/services',
    heading: /./,
    texts: [
      'AI Consulting & Strategy',
      'Agentic AI',
      'AI Process Automation',
      'Predictive Analytics',
      'Schedule a Consultation',
    ],
  },
  {
    path: '/careers',
    heading: /./,
    texts: [
      'AI Intern',
      'BDM Intern',
      'Bangalore, India',
      'up to 30,000 rupees per month',
      '6 months',
    ],
  },
  {
    path: '/case-studies',
    heading: /./,
    texts: [...caseStudies.map((study) => study.company), 'View Full Case Study'],
  },
  ...caseStudies.map((study) => ({
    path: `/case-studies/${study.slug}`,
    heading: study.company,
    texts: [study.timeline, study.team],
  })),
  { path: '/contact', heading: 'Contact Us', texts: [] },
  { path: '/auth', heading: /sign in/i, texts: [] },
  // A mailed link's page: prerendered as it loads, so no text but its heading is certain.
  { path: '/booking', heading: 'Your booking', texts: [] },
  ...comingSoon.map((slug) => ({ path: `/${slug}`, heading: /./, texts: ['Coming soon'] })),
  ...legal.map((slug) => ({ path: `/${slug}`, heading: /./, texts: ['Last updated'] })),
];
