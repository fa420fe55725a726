import { Button, PasswordInput, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { authMessages, newPasswordErrorMessage } from '@/auth/auth-messages';
import { newPasswordSchema } from '@/auth/auth-schema';
import { useAuthSubmit, type AuthOutcome } from '@/auth/use-auth-submit';

async function attemptNewPassword({ password }: { password: string }): Promise<AuthOutcome> {
  const { updatePassword } = await import('@/auth/auth-api');
  const { error } = await updatePassword(password);
  return { error: error ? newPasswordErrorMessage(error) : null };
}

/** The new password, with sign-up's rules; 'Your password has been updated' and home. */
export function NewPasswordForm() {
  const { submit, submitting } = useAuthSubmit(
    newPasswordSchema,
    attemptNewPassword,
    authMessages.passwordUpdated,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(Object.fromEntries(new FormData(event.currentTarget)));
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      <Stack gap="sm">
        <PasswordInput
          label="New password"
          name="password"
          autoComplete="new-password"
          description="At least 6 characters"
          withAsterisk
        />
        <Button type="submit" loading={submitting}>
          Update password
        </Button>
      </Stack>
    </form>
  );
}
