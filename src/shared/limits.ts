/*
 * Every number the spec fixes, in one place: timings, counter targets and field limits.
 * Runs in the page and the service worker, so it holds plain data only.
 */

export const timings = {
  pageTransitionMs: 400,
  taglineRotationMs: 3000,
  counterSteps: 60,
  counterStepMs: 2000 / 60,
  caseStudyCounterMs: 2000,
  counterVisibilityThreshold: 0.5,
} as const;

export const counterTargets = {
  projects: 500,
  satisfaction: 98,
  specialists: 50,
  countries: 15,
} as const;

export const testimonialsLimit = 3;

export const fieldLimits = {
  nameMax: 100,
  emailMax: 255,
  companyMax: 100,
  contactPhoneMax: 20,
  contactMessageMax: 1000,
  passwordMin: 6,
  /**
   * Bytes of UTF-8, not characters: bcrypt reads only the first 72, and Supabase Auth
   * refuses a longer password rather than truncate it (the spec's 100 would be cut).
   */
  passwordMaxBytes: 72,
  coverLetterMin: 50,
  displayNameMax: 100,
} as const;
