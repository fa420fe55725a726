import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { authMessages, signUpErrorMessage } from '@/features/auth/auth-messages';
import { signUpSchema, type SignUp } from '@/features/auth/auth-schema';
import { useAuthSubmit } from '@/features/auth/use-auth-submit';

async function attemptSignUp({ email, password, displayName }: SignUp) {
  const { signUp } = await import('@/lib/auth-api');
  const { error } = await signUp(email, password, displayName);
  return { error: error ? signUpErrorMessage(error) : null };
}

/** Email, password and an optional display name kept in the user's metadata. */
export function SignUpForm() {
  const { submit, submitting } = useAuthSubmit(signUpSchema, attemptSignUp, authMessages.signedUp);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(Object.fromEntries(new FormData(event.currentTarget)));
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign up">
      <Stack gap="sm">
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
