/** Routes the spec keeps as placeholders: 'Coming soon' pages and under-construction legal pages. */

export interface PlaceholderPage {
  path: string;
  title: string;
}

export const comingSoonPages: readonly PlaceholderPage[] = [
  { path: '/blog', title: 'Blog' },
  { path: '/press', title: 'Press' },
  { path: '/ai-development', title: 'AI Development' },
  { path: '/machine-learning', title: 'Machine Learning' },
  { path: '/consulting', title: 'Consulting' },
  { path: '/integration', title: 'Integration' },
  { path: '/documentation', title: 'Documentation' },
  { path: '/support', title: 'Support' },
  { path: '/community', title: 'Community' },
];

export interface LegalPageEntry extends PlaceholderPage {
  /** The page states how long leads are kept (src/shared/retention.ts). */
  statesRetention?: boolean;
}

export const legalPages: readonly LegalPageEntry[] = [
  { path: '/privacy-policy', title: 'Privacy Policy', statesRetention: true },
  { path: '/terms-of-service', title: 'Terms of Service' },
  { path: '/cookie-policy', title: 'Cookie Policy' },
  { path: '/compliance', title: 'Compliance' },
];
