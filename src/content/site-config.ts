/*
 * The company's identity in one place. The spec leaves name, e-mail and phone open,
 * so these are clearly fictional defaults; change them here and every page follows.
 */

export const siteConfig = {
  name: 'Cognivance AI',
  shortName: 'Cognivance',
  tagline: 'Enterprise AI that Delivers Real Results',
  email: 'hello@cognivance.example',
  phone: '+1 (555) 010-0199',
  location: 'Cupertino',
  url: 'https://cognivance.example',
} as const;
