/*
 * Fields several lead kinds share, with the spec's wording. Each kind picks what it needs
 * and may relabel; limits the spec leaves open are chosen once in `limits`.
 */
import { limits, maxLength, type LeadField, type TextField } from '@/shared/leads/lead-field';
import { attributionLimits } from '@/shared/limits';

const invalidEmail = 'Invalid email address';

export const emailField = {
  name: 'email',
  label: 'Email',
  input: 'email',
  autoComplete: 'email',
  required: invalidEmail,
  max: maxLength('Email', limits.email),
  shape: { kind: 'email', message: invalidEmail },
} as const satisfies LeadField;

export function phoneField(max: number): TextField & { name: 'phone' } {
  return {
    name: 'phone',
    label: 'Phone',
    input: 'tel',
    autoComplete: 'tel',
    max: maxLength('Phone', max),
  };
}

export const companyField = {
  name: 'company',
  label: 'Company',
  input: 'text',
  autoComplete: 'organization',
  max: maxLength('Company name', limits.company),
} as const satisfies LeadField;

/**
 * The honeypot of the public forms: rendered where no person meets it, filled by bots that
 * fill every input. Stored like any optional text, so a lead is never lost to it; the
 * database sends no notification for a lead that has it (migration 20261125000200).
 */
export const spamTrapField = {
  name: 'spam_trap',
  label: 'Leave this field empty',
  input: 'trap',
  autoComplete: 'off',
  max: maxLength('This field', limits.spamTrap),
} as const satisfies LeadField;

const visitText = <const Name extends string>(name: Name, label: string) =>
  ({
    name,
    label,
    input: 'hidden',
    max: maxLength(label, attributionLimits.utm),
  }) as const satisfies LeadField;

/**
 * Where a visitor's lead came from: recorded by the page on the first page of the visit
 * (src/lib/visit-attribution.ts) and sent with every lead of that visit, never a control in
 * a form. Booth leads record their event instead and have none.
 */
export const attributionFields = [
  visitText('utm_source', 'UTM source'),
  visitText('utm_medium', 'UTM medium'),
  visitText('utm_campaign', 'UTM campaign'),
  {
    name: 'referrer',
    label: 'Referrer',
    input: 'hidden',
    max: maxLength('Referrer', attributionLimits.referrer),
    shape: { kind: 'origin', message: 'Invalid referrer' },
  },
  {
    name: 'landing_path',
    label: 'Landing path',
    input: 'hidden',
    max: maxLength('Landing path', attributionLimits.landingPath),
    shape: { kind: 'path', message: 'Invalid landing path' },
  },
] as const satisfies readonly LeadField[];

export type AttributionName = (typeof attributionFields)[number]['name'];

const attributionNames: ReadonlySet<string> = new Set(attributionFields.map(({ name }) => name));

export const isAttribution = (field: LeadField): boolean => attributionNames.has(field.name);

/** The admin lists the source (with the rest beside it); the export adds the rest. */
export const attributionCsvExtra = [
  'utm_medium',
  'utm_campaign',
  'referrer',
  'landing_path',
] as const satisfies readonly AttributionName[];

/** Lets the admin keep a visitor list to one campaign source. */
export const attributionGroupBy = { field: 'utm_source', label: 'UTM source' } as const;
