/*
 * Fields several lead kinds share, with the spec's wording. Each kind picks what it needs
 * and may relabel; limits the spec leaves open are chosen once in `limits`.
 */
import { limits, maxLength, type LeadField, type TextField } from '@/shared/leads/lead-field';

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
