/* The words on the placeholder pages themselves (kept off the route table's critical path). */

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
