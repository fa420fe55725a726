import { z } from '@/shared/zod';
import { fieldLimits } from '@/shared/limits';

/** Supabase Auth's own wording for a password bcrypt would truncate. */
export const passwordTooLong = `Password cannot be longer than ${fieldLimits.passwordMaxBytes} characters`;

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
    .refine(
      (password) => new TextEncoder().encode(password).length <= fieldLimits.passwordMaxBytes,
      passwordTooLong,
    ),
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

/** 'Forgot password?': only the address the reset link goes to. */
export const passwordResetRequestSchema = z.object({ email: credentials.email });

/** The new password after a reset link: the same rules as at sign-up. */
export const newPasswordSchema = z.object({ password: credentials.password });
