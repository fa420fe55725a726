/**
 * The footer's link groups, in the order it shows them, and the social links. Which page a
 * header or footer link goes to, and under which label, is the route manifest's to say
 * (src/app/route-manifest.tsx).
 */

export const footerGroupTitles = ['Company', 'Services', 'Resources', 'Legal'] as const;

export type FooterGroupTitle = (typeof footerGroupTitles)[number];

export interface SocialLink {
  /** The spec gives social links no targets, so only the name is kept. */
  label: string;
}

export const socialLinks: readonly SocialLink[] = [
  { label: 'LinkedIn' },
  { label: 'X' },
  { label: 'GitHub' },
];
