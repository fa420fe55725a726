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

/**
 * The privacy policy's settled part: how long leads are kept. Each kind's period and name
 * come from its description (retention in src/shared/leads).
 */
export const retentionCopy = {
  heading: 'How long we keep what you send us',
  intro: 'We keep what you send us for a fixed time from the day it arrives, then delete it:',
  rights:
    'For a copy of everything we hold under your e-mail address, or to have it erased sooner, write to us at',
} as const;
