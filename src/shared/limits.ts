/*
 * The numbers the spec fixes for pages, accounts and the event booth: timings, counter
 * targets, the account forms' limits and an appointment's length.
 * Runs in the page and the service worker, so it holds plain data only.
 */

export const timings = {
  pageTransitionMs: 400,
  taglineRotationMs: 3000,
  counterSteps: 60,
  counterStepMs: 2000 / 60,
  caseStudyCounterMs: 2000,
  counterVisibilityThreshold: 0.5,
  /** A half-filled booth form left alone this long is cleared for the next visitor. */
  eventIdleResetMs: 60_000,
  /** The last stretch of that idle time, shown as a countdown so a visitor can stay. */
  eventIdleWarningMs: 10_000,
  /** How long the booth's thank-you screen stays before the form returns. */
  eventThankYouMs: 8_000,
} as const;

export const counterTargets = {
  projects: 500,
  satisfaction: 98,
  specialists: 50,
  countries: 15,
} as const;

export const testimonialsLimit = 3;

/** The account forms' limits; each lead kind's are in its description (src/shared/leads). */
export const fieldLimits = {
  emailMax: 255,
  passwordMin: 6,
  /**
   * Bytes of UTF-8, not characters: bcrypt reads only the first 72, and Supabase Auth
   * refuses a longer password rather than truncate it (the spec's 100 would be cut).
   */
  passwordMaxBytes: 72,
  displayNameMax: 100,
} as const;

/**
 * Where a lead came from, in characters: the lead descriptions' bounds (common-fields.ts),
 * kept here so the page's entry can fit what it records without loading them.
 */
export const attributionLimits = { utm: 200, referrer: 200, landingPath: 500 } as const;

/** A confirmed consultation's length; the database checks the same range. */
export const appointmentLimits = {
  durationMinutes: { min: 5, max: 480, default: 30 },
} as const;

/**
 * The booth's staff PIN guards a week of visitors' details, and four digits are few: after
 * this many wrong PINs in a row the staff controls stay locked this long, across reloads.
 */
export const pinLimits = { maxWrongPins: 5, lockMs: 5 * 60_000 } as const;
