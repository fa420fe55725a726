/*
 * The zod schema of a lead kind, derived from its fields. Shared by the forms' resolvers and
 * the worker's re-check before delivery; its output is exactly the row inserted.
 * Texts are trimmed by JavaScript's trim; the migration's trigger strips the same characters,
 * so "blank" means one thing on both sides. An optional field left empty becomes null. Parsing is idempotent (an
 * optional field accepts null), so a stored lead can be checked again.
 */
import { z } from '@/shared/zod';
import {
  datePattern,
  emailPattern,
  instantPattern,
  originPattern,
  pathPattern,
  timeZonePattern,
  urlPattern,
  uuidPattern,
  type ChoicesField,
  type ConsentField,
  type FieldShape,
  type InstantsField,
  type LeadField,
  type PagesField,
  type TextField,
} from '@/shared/leads/lead-field';
import type { LeadKindDescription } from '@/shared/leads/lead-kind';

const shapes: Record<FieldShape, (value: string) => boolean> = {
  email: (value) => emailPattern.test(value),
  url: (value) => urlPattern.test(value),
  date: (value) => datePattern.test(value) && isCalendarDate(value),
  uuid: (value) => uuidPattern.test(value),
  instant: (value) => instantPattern.test(value) && isCalendarDate(value.slice(0, 10)),
  origin: (value) => originPattern.test(value),
  path: (value) => pathPattern.test(value),
  timeZone: (value) => timeZonePattern.test(value) && isKnownTimeZone(value),
};

/** A zone the browser's own time-zone data knows. */
function isKnownTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A real day; Postgres, unlike JavaScript, has no year 0. */
function isCalendarDate(value: string): boolean {
  if (value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Postgres' char_length: code points, so an emoji counts once. */
const characters = (value: string) => [...value].length;

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text Postgres can store: no NUL, no lone surrogate. */
const storable = (value: string) => !value.includes('\0') && !loneSurrogate.test(value);

const unstorable = 'Contains characters that cannot be stored';

function textSchema(field: TextField) {
  let text = z.string().trim().refine(storable, { message: unstorable, abort: true });
  if (field.required)
    text = text.refine((value) => value !== '', { message: field.required, abort: true });
  const { min, max, shape, options } = field;
  // An optional field left empty skips its rules: it is stored as null.
  const given = (value: string) => value !== '';
  if (min)
    text = text.refine((value) => !given(value) || characters(value) >= min.value, {
      message: min.message,
      abort: true,
    });
  text = text.refine((value) => characters(value) <= max.value, {
    message: max.message,
    abort: true,
  });
  if (shape)
    text = text.refine((value) => !given(value) || shapes[shape.kind](value), {
      message: shape.message,
      abort: true,
    });
  if (options)
    text = text.refine((value) => !given(value) || options.values.includes(value), {
      message: options.message,
      abort: true,
    });
  return text;
}

/** Any of the options, each at most once, none allowed unless the field says otherwise. */
function choicesSchema(field: ChoicesField) {
  const { values, message } = field.options;
  return z
    .array(z.string())
    .refine((chosen) => chosen.every((value) => values.includes(value)), { message, abort: true })
    .refine((chosen) => new Set(chosen).size === chosen.length, { message, abort: true })
    .default([]);
}

function consentSchema(field: ConsentField) {
  return z.boolean({ error: field.required }).refine((value) => value, field.required);
}

/**
 * Instants in order, each once, as many as allowed, or null: never an empty list, so that
 * a lead from before the field (it has none) and one without a choice read the same.
 */
function instantsSchema(field: InstantsField) {
  const { max, message } = field;
  return z
    .array(z.string().refine(shapes.instant, { message, abort: true }), { error: message })
    .min(1, { message })
    .max(max.value, { message: max.message })
    .refine((chosen) => new Set(chosen).size === chosen.length, { message, abort: true })
    .nullish()
    .transform((chosen) => chosen ?? null);
}

/**
 * Pages from the field's list, each once, or null: none ticked (an empty list) is none, as a
 * blank text is null, so the form's empty group of boxes and a lead without the field read the same.
 */
function pagesSchema(field: PagesField) {
  const { pages, message } = field;
  const listed = (value: string) => pages.some((page) => page.path === value);
  return z
    .array(z.string().refine(listed, { message, abort: true }), { error: message })
    .refine((chosen) => new Set(chosen).size === chosen.length, { message, abort: true })
    .nullish()
    .transform((chosen) => (chosen?.length ? chosen : null));
}

type ChoicesOf<Field> = Extract<Field, { input: 'choices' }>;
type ConsentOf<Field> = Extract<Field, { input: 'consent' }>;
type InstantsOf<Field> = Extract<Field, { input: 'instants' }>;
type PagesOf<Field> = Extract<Field, { input: 'pages' }>;
type TextOf<Field> = Exclude<Field, { input: 'choices' | 'consent' | 'instants' | 'pages' }>;
type Required<Field> = Field extends { required: string } | { fallback: string } ? Field : never;
type Defaulted<Field> = Field extends { fallback: string } ? Field : never;
type FieldName<Field> = Field extends { name: infer Name extends string } ? Name : never;

/**
 * The values that are not text: chosen options as a list, consent as true or false. Pages are
 * not typed here, though the form holds them (a list, from its boxes) and the schema checks
 * them: one more key, and react-hook-form's types over every kind's values grow past what
 * TypeScript can represent (TS2590 in use-lead-form.ts).
 */
type NonTextValues<Field> = { [Name in FieldName<ChoicesOf<Field>>]?: string[] } & {
  [Name in FieldName<ConsentOf<Field>>]: boolean;
};

/** What a form holds: text, with optional fields possibly null and defaulted ones missing. */
export type LeadInput<Field extends LeadField> = {
  [Name in FieldName<Exclude<Required<TextOf<Field>>, Defaulted<Field>>>]: string;
} & {
  [Name in FieldName<Exclude<TextOf<Field>, Required<Field>>>]?: string | null;
} & { [Name in FieldName<Defaulted<Field>>]?: string } & NonTextValues<Field>;

/** The row inserted: required fields as text, optional ones as text or null. */
export type LeadRow<Field extends LeadField> = {
  [Name in FieldName<Required<TextOf<Field>>>]: string;
} & { [Name in FieldName<Exclude<TextOf<Field>, Required<Field>>>]: string | null } & {
  [Name in FieldName<ChoicesOf<Field>>]: string[];
} & { [Name in FieldName<ConsentOf<Field>>]: boolean } & {
  [Name in FieldName<InstantsOf<Field> | PagesOf<Field>>]: string[] | null;
};

function fieldSchema(field: LeadField): z.ZodType {
  if (field.input === 'choices') return choicesSchema(field);
  if (field.input === 'consent') return consentSchema(field);
  if (field.input === 'instants') return instantsSchema(field);
  if (field.input === 'pages') return pagesSchema(field);
  const text = textSchema(field);
  if (field.fallback !== undefined) return text.default(field.fallback);
  if (field.required) return text;
  return text.nullish().transform((value) => (value ? value : null));
}

export function leadSchema<Field extends LeadField>(
  description: LeadKindDescription<Field>,
): z.ZodType<LeadRow<Field>, LeadInput<Field>> {
  const shape = Object.fromEntries(
    description.fields.map((field) => [field.name, fieldSchema(field)]),
  );
  return z.object(shape) as unknown as z.ZodType<LeadRow<Field>, LeadInput<Field>>;
}
