import { caseStudies } from '@/content/case-studies';
import { siteConfig } from '@/content/site-config';

/*
 * Each page's meta description, by the page's title in the route manifest
 * (src/app/route-manifest.tsx, whose types hold the two together), and the title and
 * description of each case study's page. Off the first load: the prerendered HTML carries
 * its own page's, and the browser needs the rest only from the first navigation in the app.
 */

const comingSoon = (description: string) => `${description} Coming soon.`;

const descriptions = {
  [siteConfig.tagline]:
    'Enterprise AI consulting, agentic AI, process automation and predictive analytics. Where Intelligence Meets Innovation.',
  'About Us': `The story, process and numbers behind ${siteConfig.name}: from discovery to deployment.`,
  Services: 'AI Consulting & Strategy, Agentic AI, AI Process Automation and Predictive Analytics.',
  Careers:
    'Internships for an AI Intern and a BDM Intern in Bangalore, India: 6 months, up to 30,000 rupees per month.',
  'Case Studies':
    'How enterprises in logistics, healthcare, retail and finance got results from AI with us.',
  'Contact Us': `Send ${siteConfig.name} a message about your AI project.`,
  'Sign In': `Sign in or create an account with ${siteConfig.name}.`,
  'Reset Password': `Choose a new password for your ${siteConfig.name} account.`,
  'Admin Dashboard': 'Contact submissions and consultation bookings.',
  'Your Booking': `See, move or cancel your consultation with ${siteConfig.name}.`,
  'Event Mode': `Leave your details with ${siteConfig.name} at our booth.`,
  Blog: comingSoon('Articles on enterprise AI from our team.'),
  Press: comingSoon('News and press releases.'),
  'AI Development': comingSoon('Custom AI development for the enterprise.'),
  'Machine Learning': comingSoon('Machine learning models built for production.'),
  Consulting: comingSoon('AI strategy and consulting.'),
  Integration: comingSoon('Integrating AI into the systems you already run.'),
  Community: comingSoon('Meet other AI practitioners.'),
  Documentation: comingSoon('Guides and references for our platforms.'),
  Support: comingSoon('Help for our clients.'),
  'Privacy Policy': 'How we collect, use and protect personal data.',
  'Terms of Service': 'The terms that govern use of this website and our services.',
  'Cookie Policy': 'Which cookies and browser storage this website uses.',
  Compliance: 'Our approach to regulatory compliance and responsible AI.',
  'Page Not Found': 'The page you are looking for does not exist.',
} satisfies Record<string, string>;

export const metaCopy = {
  descriptions,
  /** The pages of /case-studies/:slug, one per study. */
  caseStudyPages: caseStudies.map((study) => ({
    params: { slug: study.slug },
    title: `${study.company} Case Study`,
    description: `${study.industry}: ${study.summary}`,
  })),
};
