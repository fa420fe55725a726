import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, type FormEvent } from 'react';
import { authMessages, resetRequestErrorMessage } from '@/auth/auth-messages';
import { AuthNotice } from '@/auth/auth-notice';
import { passwordResetRequestSchema } from '@/auth/auth-schema';
import { useAuthSubmit, type AuthOutcome } from '@/auth/use-auth-submit';

/** Where the mailed link brings the visitor back to, signed in for choosing a password. */
const resetPasswordPath = '/auth/reset-password';

async function attemptResetRequest({ email }: { email: string }): Promise<AuthOutcome> {
  const { requestPasswordReset } = await import('@/auth/auth-api');
  const redirectTo = `${window.location.origin}${resetPasswordPath}`;
  const { error } = await requestPasswordReset(email, redirectTo);
  // The same words whether or not the address has an account: nobody learns who has one.
  return error
    ? { error: resetRequestErrorMessage(error) }
    : { error: null, notice: authMessages.resetLinkSent };
}

interface ForgotPasswordFormProps {
  defaultEmail?: string;
  /** Shown as 'Back to sign in' when the form stands in for the sign-in form. */
  onBack?: () => void;
}

/** 'Forgot password?': mails a link to the reset page, saying the same for any address. */
export function ForgotPasswordForm({ defaultEmail = '', onBack }: ForgotPasswordFormProps) {
  const { submit, submitting, notice } = useAuthSubmit(
    passwordResetRequestSchema,
    attemptResetRequest,
    authMessages.resetLinkSent,
  );
  const email = useRef<HTMLInputElement>(null);
  const openedFromSignIn = onBack !== undefined;

  // Opened from the sign-in form, focus goes where the visitor types next.
  useEffect(() => {
    if (openedFromSignIn) email.current?.focus();
  }, [openedFromSignIn]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(Object.fromEntries(new FormData(event.currentTarget)));
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reset password">
      <Stack gap="sm">
        <Text size="sm">
          Enter the email you signed up with and we will send you a link to choose a new password.
        </Text>
        {notice && <AuthNotice message={notice} />}
        <TextInput
          ref={email}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={defaultEmail}
          withAsterisk
        />
        <Button type="submit" loading={submitting}>
          Send reset link
        </Button>
        {onBack && (
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            Back to sign in
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
