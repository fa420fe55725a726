import { caseStudies } from '@/content/case-studies';
import { placeholderDescriptions } from '@/content/placeholder-descriptions';
import { comingSoonPages, legalPages } from '@/content/placeholders';
import { siteConfig } from '@/content/site-config';

/** Document title and meta description for every route, and the list of prerendered paths. */

export interface PageMeta {
  title: string;
  description: string;
}

const suffix = ` | ${siteConfig.name}`;

function titled(page: string, description: string): PageMeta {
  return { title: `${page}${suffix}`, description };
}

const staticMeta: Record<string, PageMeta> = {
  '/': {
    title: `${siteConfig.name} | Enterprise AI that Delivers Real Results`,
    description:
      'Enterprise AI consulting, agentic AI, process automation and predictive analytics. Where Intelligence Meets Innovation.',
  },
  '/about': titled(
    'About Us',
    `The story, process and numbers behind ${siteConfig.name}: from discovery to deployment.`,
  ),
  '/services': titled(
    'Services',
    'AI Consulting & Strategy, Agentic AI, AI Process Automation and Predictive Analytics.',
  ),
  '/careers': titled(
    'Careers',
    'Internships for an AI Intern and a BDM Intern in Bangalore, India: 6 months, up to 30,000 rupees per month.',
  ),
  '/case-studies': titled(
    'Case Studies',
    'How enterprises in logistics, healthcare, retail and finance got results from AI with us.',
  ),
  '/contact': titled('Contact Us', `Send ${siteConfig.name} a message about your AI project.`),
  '/auth': titled('Sign In', `Sign in or create an account with ${siteConfig.name}.`),
  '/auth/reset-password': titled(
    'Reset Password',
    `Choose a new password for your ${siteConfig.name} account.`,
  ),
  '/admin': titled('Admin Dashboard', 'Contact submissions and consultation bookings.'),
  '/booking': titled(
    'Your Booking',
    `See, move or cancel your consultation with ${siteConfig.name}.`,
  ),
  '/event': titled('Event Mode', `Leave your details with ${siteConfig.name} at our booth.`),
};

for (const study of caseStudies) {
  staticMeta[`/case-studies/${study.slug}`] = titled(
    `${study.company} Case Study`,
    `${study.industry}: ${study.summary}`,
  );
}

for (const page of comingSoonPages) {
  staticMeta[page.path] = titled(page.title, `${placeholderDescriptions[page.path]} Coming soon.`);
}

for (const page of legalPages) {
  staticMeta[page.path] = titled(page.title, placeholderDescriptions[page.path] ?? page.title);
}

const notFoundMeta = titled('Page Not Found', 'The page you are looking for does not exist.');

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function pageMeta(pathname: string): PageMeta {
  return staticMeta[normalise(pathname)] ?? notFoundMeta;
}

/** Every path that ships a prerendered HTML file (not /admin: it is private and per user). */
export const contentRoutes: readonly string[] = [
  '/',
  '/about',
  '/services',
  '/careers',
  '/case-studies',
  ...caseStudies.map((study) => `/case-studies/${study.slug}`),
  '/contact',
  '/auth',
  ...comingSoonPages.map((page) => page.path),
  ...legalPages.map((page) => page.path),
];
