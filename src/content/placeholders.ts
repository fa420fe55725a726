/** Routes the spec keeps as placeholders: 'Coming soon' pages and under-construction legal pages. */

export interface PlaceholderPage {
  path: string;
  title: string;
  description: string;
}

export const comingSoonPages: readonly PlaceholderPage[] = [
  { path: '/blog', title: 'Blog', description: 'Articles on enterprise AI from our team.' },
  { path: '/press', title: 'Press', description: 'News and press releases.' },
  {
    path: '/ai-development',
    title: 'AI Development',
    description: 'Custom AI development for the enterprise.',
  },
  {
    path: '/machine-learning',
    title: 'Machine Learning',
    description: 'Machine learning models built for production.',
  },
  { path: '/consulting', title: 'Consulting', description: 'AI strategy and consulting.' },
  {
    path: '/integration',
    title: 'Integration',
    description: 'Integrating AI into the systems you already run.',
  },
  {
    path: '/documentation',
    title: 'Documentation',
    description: 'Guides and references for our platforms.',
  },
  { path: '/support', title: 'Support', description: 'Help for our clients.' },
  { path: '/community', title: 'Community', description: 'Meet other AI practitioners.' },
];

export const legalPages: readonly PlaceholderPage[] = [
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'How we collect, use and protect personal data.',
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: 'The terms that govern use of this website and our services.',
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    description: 'Which cookies and browser storage this website uses.',
  },
  {
    path: '/compliance',
    title: 'Compliance',
    description: 'Our approach to regulatory compliance and responsible AI.',
  },
];

/** Shown on every 'Coming soon' page under its title. */
export const comingSoonCopy = {
  badge: 'Coming soon',
  body: 'We are working on this page. In the meantime, explore our services or get in touch.',
} as const;

export const legalCopy = {
  notice: 'This page is under construction.',
  body: 'We are preparing the full text of this policy. If you have a question in the meantime, write to us at',
  lastUpdatedLabel: 'Last updated:',
} as const;
