/*
 * Field rules shared by the lead schemas. Runs in the page and the service worker.
 * Every text is trimmed; an optional field left empty becomes null, never ''. Parsing is
 * idempotent (an optional field accepts null), so the worker can re-check a stored lead.
 */
import { z } from 'zod';
import { fieldLimits } from '@/shared/limits';

export const requiredText = (requiredMessage: string, max?: { value: number; message: string }) => {
  const base = z.string().trim().min(1, requiredMessage);
  return max ? base.max(max.value, max.message) : base;
};

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

export const optionalText = (max?: { value: number; message: string }) =>
  (max ? z.string().trim().max(max.value, max.message) : z.string().trim())
    .nullish()
    .transform(emptyToNull);

export const emailField = z
  .string()
  .trim()
  .max(fieldLimits.emailMax, `Email must be less than ${fieldLimits.emailMax} characters`)
  .pipe(z.email('Invalid email address'));

export const nameMax = {
  value: fieldLimits.nameMax,
  message: `Name must be less than ${fieldLimits.nameMax} characters`,
};

/** An http(s) address or nothing; what the database's URL check accepts. */
export const optionalUrl = z
  .string()
  .trim()
  .refine((value) => value === '' || isHttpUrl(value), 'Invalid URL')
  .nullish()
  .transform(emptyToNull);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
