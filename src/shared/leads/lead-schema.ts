/*
 * The zod schema of a lead kind, derived from its fields. Shared by the forms' resolvers and
 * the worker's re-check before delivery; its output is exactly the row inserted.
 * Texts are trimmed by JavaScript's trim; the migration's trigger strips the same characters,
 * so "blank" means one thing on both sides. An optional field left empty becomes null. Parsing is idempotent (an
 * optional field accepts null), so a stored lead can be checked again.
 */
import { z } from 'zod';
import {
  datePattern,
  emailPattern,
  urlPattern,
  type FieldShape,
  type LeadField,
} from '@/shared/leads/lead-field';
import type { LeadKindDescription } from '@/shared/leads/lead-kind';

const shapes: Record<FieldShape, (value: string) => boolean> = {
  email: (value) => emailPattern.test(value),
  url: (value) => urlPattern.test(value),
  date: (value) => datePattern.test(value) && isCalendarDate(value),
};

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

function textSchema(field: LeadField) {
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

type Required<Field> = Field extends { required: string } | { fallback: string } ? Field : never;
type Defaulted<Field> = Field extends { fallback: string } ? Field : never;
type FieldName<Field> = Field extends { name: infer Name extends string } ? Name : never;

/** What a form holds: text, with optional fields possibly null and defaulted ones missing. */
export type LeadInput<Field extends LeadField> = {
  [Name in FieldName<Exclude<Required<Field>, Defaulted<Field>>>]: string;
} & {
  [Name in FieldName<Exclude<Field, Required<Field>>>]?: string | null;
} & { [Name in FieldName<Defaulted<Field>>]?: string };

/** The row inserted: required fields as text, optional ones as text or null. */
export type LeadRow<Field extends LeadField> = {
  [Name in FieldName<Required<Field>>]: string;
} & { [Name in FieldName<Exclude<Field, Required<Field>>>]: string | null };

function fieldSchema(field: LeadField): z.ZodType<string | null, string | null | undefined> {
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
