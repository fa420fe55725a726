/*
 * How a lead kind describes one of its fields: plain data, shared by the page, the service
 * worker, the admin dashboard and the tests that hold the database to the same rules.
 * The zod schema is derived from it (lead-schema.ts); the migration repeats it in SQL and
 * tests/backend/lead-rules.test.ts fails when the two disagree.
 */

export type FieldInput =
  'text' | 'email' | 'tel' | 'url' | 'date' | 'time' | 'textarea' | 'select' | 'hidden';

/** A shape the value must have, checked after trimming, by the form and by the database. */
export type FieldShape = 'email' | 'url' | 'date';

export interface Limit {
  value: number;
  message: string;
}

export interface LeadField {
  readonly name: string;
  readonly label: string;
  readonly input: FieldInput;
  readonly autoComplete?: string;
  /** A line under the label, e.g. a minimum the visitor should know up front. */
  readonly hint?: string;
  /** The message for a missing value; absent for an optional field (stored as null). */
  readonly required?: string;
  /** Lengths count characters (code points), after trimming, as Postgres' char_length does. */
  readonly max: Limit;
  readonly min?: Limit;
  readonly shape?: { kind: FieldShape; message: string };
  /** The only values allowed, when there is a fixed list. */
  readonly options?: { values: readonly string[]; message: string };
  /** Used when the value is missing altogether (never sent by the form). */
  readonly fallback?: string;
}

/** Spec's wording for a maximum: 'Name must be less than 100 characters'. */
export function maxLength(label: string, value: number): Limit {
  return { value, message: `${label} must be less than ${value} characters` };
}

/**
 * JavaScript's String.prototype.trim strips exactly these (WhiteSpace and LineTerminator);
 * private.trim_blank() in the migration strips the same set, so "blank" means one thing.
 */
export const trimmedCharacters =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

/** zod's own e-mail pattern (z.regexes.email); the database checks the same text. */
export const emailPattern =
  "^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$";

/** http(s), a dotted host without user info, no whitespace anywhere. */
export const urlPattern =
  '^[Hh][Tt][Tt][Pp][Ss]?://[^/?#:@.\\s\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]+(\\.[^/?#:@.\\s\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]+)+(:[0-9]{1,5})?([/?#][^\\s\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]*)?$';

/** A calendar date as a date input gives it: YYYY-MM-DD. */
export const datePattern = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

export const limits = {
  name: 100,
  email: 255,
  company: 100,
  phone: 50,
  shortText: 100,
  message: 5000,
  url: 2048,
} as const;
