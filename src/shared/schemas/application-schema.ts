/*
 * A job application for one of the open positions. Shared by the careers dialog and the
 * worker's replay; output is the row inserted into job_applications.
 */
import { z } from 'zod';
import { fieldLimits } from '@/shared/limits';
import {
  emailField,
  nameMax,
  optionalText,
  optionalUrl,
  requiredText,
} from '@/shared/schemas/fields';

export const applicationSchema = z.object({
  position: requiredText('Position is required'),
  full_name: requiredText('Full name is required', nameMax),
  email: emailField,
  phone: requiredText('Phone number is required'),
  location: requiredText('Location is required'),
  linkedin_url: optionalUrl,
  resume_url: optionalUrl,
  cover_letter: z
    .string()
    .trim()
    .min(
      fieldLimits.coverLetterMin,
      `Cover letter must be at least ${fieldLimits.coverLetterMin} characters`,
    ),
  years_of_experience: requiredText('Experience is required'),
  expected_salary: optionalText(),
  availability: requiredText('Availability is required'),
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;
