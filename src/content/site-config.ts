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

/**
 * The office, as the mails name it (supabase/functions/_shared/mail/brand.json). Apart from
 * siteConfig so that no page's code carries it.
 */
export const siteOffice = {
  /** The postal address: every mail's footer says who sent it. */
  address: '10 Example Way, Suite 200, Cupertino, CA 95014, United States',
  /** The company's clock: staff read a booking's time in it beside the visitor's. */
  timeZone: 'America/Los_Angeles',
} as const;
