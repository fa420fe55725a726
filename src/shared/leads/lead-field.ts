/*
 * How a lead kind describes one of its fields: plain data, shared by the page, the service
 * worker, the admin dashboard and the tests that hold the database to the same rules.
 * The zod schema is derived from it (lead-schema.ts); the migration repeats it in SQL and
 * tests/backend/lead-rules.test.ts fails when the two disagree.
 */

/**
 * 'hidden' carries a value the page sets; 'trap' is the honeypot, an input no person meets
 * (common-fields.ts), never a column an admin lists, exports or reads in a mail.
 */
export type TextInput =
  'text' | 'email' | 'tel' | 'url' | 'date' | 'time' | 'textarea' | 'select' | 'hidden' | 'trap';

/** A shape the value must have, checked after trimming, by the form and by the database. */
export type FieldShape =
  'email' | 'url' | 'date' | 'uuid' | 'instant' | 'origin' | 'path' | 'timeZone';

export interface Limit {
  value: number;
  message: string;
}

interface FieldBase {
  readonly name: string;
  readonly label: string;
  /** A line under the label, e.g. a minimum the visitor should know up front. */
  readonly hint?: string;
}

/** A text column. */
export interface TextField extends FieldBase {
  readonly input: TextInput;
  readonly autoComplete?: string;
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

/** Any number of a fixed list, each at most once: a text[] column, empty when none. */
export interface ChoicesField extends FieldBase {
  readonly input: 'choices';
  readonly options: { values: readonly string[]; message: string };
}

/** A box the visitor must tick: a boolean column that only accepts true. */
export interface ConsentField extends FieldBase {
  readonly input: 'consent';
  readonly required: string;
}

/**
 * One to `max.value` distinct instants in the visitor's order (toISOString's form), or none:
 * a timestamptz[] column, null when none. The page draws its own control for it.
 */
export interface InstantsField extends FieldBase {
  readonly input: 'instants';
  readonly max: Limit;
  /** For a value that is not such a list. */
  readonly message: string;
}

/**
 * Pages of the site the visitor asks us to send them, each at most once, from a fixed list,
 * or none: a text[] column of paths, null when none (an empty list is none). Each page keeps
 * the title the site gives it, for the form and for the mail that links it. The page draws its
 * own control for it.
 */
export interface PagesField extends FieldBase {
  readonly input: 'pages';
  readonly pages: readonly { readonly path: string; readonly title: string }[];
  /** For a value that is not such a list. */
  readonly message: string;
}

export type LeadField = TextField | ChoicesField | ConsentField | InstantsField | PagesField;

export const isTextField = (field: LeadField): field is TextField =>
  field.input !== 'choices' &&
  field.input !== 'consent' &&
  field.input !== 'instants' &&
  field.input !== 'pages';

/** The honeypot: a value in it says a bot filled the form. */
export const isSpamTrap = (field: LeadField): boolean => field.input === 'trap';

/** Whether the column may hold no value: instants, pages, or an optional text field without a fallback. */
export const isNullable = (field: LeadField): boolean =>
  field.input === 'instants' ||
  field.input === 'pages' ||
  (isTextField(field) && !field.required && field.fallback === undefined);

/** Spec's wording for a maximum: 'Name must be less than 100 characters'. */
export function maxLength(label: string, value: number): Limit {
  return { value, message: `${label} must be less than ${value} characters` };
}

/** zod's own e-mail pattern (z.regexes.email); the migration's private.is_lead_email matches it. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Spaces of every kind, written out as Postgres' regular expressions need them too. */
const space = String.raw`\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff`;
const hostLabel = String.raw`[^/?#:@.${space}]+`;

/** http(s), a dotted host without user info, no whitespace anywhere (private.is_lead_url). */
export const urlPattern = new RegExp(
  String.raw`^[Hh][Tt][Tt][Pp][Ss]?://${hostLabel}(\.${hostLabel})+(:[0-9]{1,5})?([/?#][^${space}]*)?$`,
);

/** An origin as URL.prototype.origin gives it: http(s), a host, maybe a port; nothing after. */
export const originPattern = new RegExp(String.raw`^https?://[^/?#@${space}]+$`);

/** A path as location.pathname gives it: from the root, no whitespace anywhere. */
export const pathPattern = new RegExp(String.raw`^/[^${space}]*$`);

/** A calendar date as a date input gives it: YYYY-MM-DD. */
/** An IANA zone name as browsers report it, e.g. Asia/Kolkata; the database checks it exists. */
export const timeZonePattern = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

export const datePattern = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/** crypto.randomUUID's form: lower-case hex in 8-4-4-4-12 groups. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An instant as Date.prototype.toISOString writes it, in UTC (private.is_instant). */
export const instantPattern =
  /^[0-9]{4}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]\.[0-9]{3}Z$/;

export const limits = {
  name: 100,
  email: 255,
  company: 100,
  phone: 50,
  shortText: 100,
  message: 5000,
  url: 2048,
  spamTrap: 200,
} as const;
