/** Header, footer and social links. Footer and header render these in order. */

export interface NavLinkItem {
  to: string;
  label: string;
}

export interface FooterGroup {
  title: string;
  links: readonly NavLinkItem[];
}

export interface SocialLink {
  /** The spec gives social links no targets, so only the name is kept. */
  label: string;
}

export const headerLinks: readonly NavLinkItem[] = [
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About Us' },
  { to: '/case-studies', label: 'Case Studies' },
  { to: '/careers', label: 'Careers' },
  { to: '/blog', label: 'Blogs' },
];

export const footerGroups: readonly FooterGroup[] = [
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/careers', label: 'Careers' },
      { to: '/blog', label: 'Blog' },
      { to: '/press', label: 'Press' },
    ],
  },
  {
    title: 'Services',
    links: [
      { to: '/ai-development', label: 'AI Development' },
      { to: '/machine-learning', label: 'Machine Learning' },
      { to: '/consulting', label: 'Consulting' },
      { to: '/integration', label: 'Integration' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/case-studies', label: 'Case Studies' },
      { to: '/community', label: 'Community' },
      { to: '/documentation', label: 'Documentation' },
      { to: '/support', label: 'Support' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-service', label: 'Terms of Service' },
      { to: '/cookie-policy', label: 'Cookie Policy' },
      { to: '/compliance', label: 'Compliance' },
    ],
  },
];

export const socialLinks: readonly SocialLink[] = [
  { label: 'LinkedIn' },
  { label: 'X' },
  { label: 'GitHub' },
];
