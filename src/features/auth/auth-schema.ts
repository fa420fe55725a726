import { z } from 'zod';
import { fieldLimits } from '@/shared/limits';

/** Sign-in and sign-up rules of the spec; the page shows the first failing message. */
const credentials = {
  email: z
    .string()
    .trim()
    .max(fieldLimits.emailMax, 'Invalid email address')
    .pipe(z.email('Invalid email address')),
  password: z
    .string()
    .min(fieldLimits.passwordMin, 'Password must be at least 6 characters')
    .max(fieldLimits.passwordMax, 'Password must be less than 100 characters'),
};

export const signInSchema = z.object(credentials);

export const signUpSchema = z.object({
  ...credentials,
  displayName: z
    .string()
    .trim()
    .max(fieldLimits.displayNameMax, 'Display name must be less than 100 characters')
    .transform((name) => (name === '' ? null : name)),
});

export type SignUp = z.output<typeof signUpSchema>;
