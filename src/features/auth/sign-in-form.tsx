import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { authMessages, signInErrorMessage } from '@/features/auth/auth-messages';
import { signInSchema } from '@/features/auth/auth-schema';
import { useAuthSubmit } from '@/features/auth/use-auth-submit';

async function attemptSignIn({ email, password }: { email: string; password: string }) {
  const { signIn } = await import('@/lib/auth-api');
  const { error } = await signIn(email, password);
  return { error: error ? signInErrorMessage(error) : null };
}

/** Email and password; 'Welcome back!' and home on success. */
export function SignInForm() {
  const { submit, submitting } = useAuthSubmit(signInSchema, attemptSignIn, authMessages.signedIn);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(Object.fromEntries(new FormData(event.currentTarget)));
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="sm">
        <TextInput label="Email" name="email" type="email" autoComplete="email" withAsterisk />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          withAsterisk
        />
        <Button type="submit" loading={submitting}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
