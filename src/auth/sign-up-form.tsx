import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { authMessages, signUpErrorMessage } from '@/auth/auth-messages';
import { AuthNotice } from '@/auth/auth-notice';
import { signUpSchema, type SignUp } from '@/auth/auth-schema';
import { useAuthSubmit, type AuthOutcome } from '@/auth/use-auth-submit';

async function attemptSignUp({ email, password, displayName }: SignUp): Promise<AuthOutcome> {
  const { signUp } = await import('@/auth/auth-api');
  const { data, error } = await signUp(email, password, displayName);
  if (error) return { error: signUpErrorMessage(error) };
  // No session: the project confirms addresses first, so the visitor is not signed in yet.
  return data.session ? { error: null } : { error: null, notice: authMessages.checkEmail };
}

/** Email, password and an optional display name kept in the user's metadata. */
export function SignUpForm() {
  const { submit, submitting, notice } = useAuthSubmit(
    signUpSchema,
    attemptSignUp,
    authMessages.signedUp,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(Object.fromEntries(new FormData(event.currentTarget)));
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign up">
      <Stack gap="sm">
        {notice && <AuthNotice message={notice} />}
        <TextInput label="Display name" name="displayName" autoComplete="nickname" />
        <TextInput label="Email" name="email" type="email" autoComplete="email" withAsterisk />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="new-password"
          description="At least 6 characters"
          withAsterisk
        />
        <Button type="submit" loading={submitting}>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
