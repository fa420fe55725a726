/**
 * Meta descriptions of the placeholder pages. Kept apart from placeholders.ts because the
 * route table (on every page's critical path) needs only paths and titles.
 */
export const placeholderDescriptions: Record<string, string> = {
  '/blog': 'Articles on enterprise AI from our team.',
  '/press': 'News and press releases.',
  '/ai-development': 'Custom AI development for the enterprise.',
  '/machine-learning': 'Machine learning models built for production.',
  '/consulting': 'AI strategy and consulting.',
  '/integration': 'Integrating AI into the systems you already run.',
  '/documentation': 'Guides and references for our platforms.',
  '/support': 'Help for our clients.',
  '/community': 'Meet other AI practitioners.',
  '/privacy-policy': 'How we collect, use and protect personal data.',
  '/terms-of-service': 'The terms that govern use of this website and our services.',
  '/cookie-policy': 'Which cookies and browser storage this website uses.',
  '/compliance': 'Our approach to regulatory compliance and responsible AI.',
};
