import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, type FormEvent } from 'react';
import { authMessages, signInErrorMessage } from '@/auth/auth-messages';
import { signInSchema } from '@/auth/auth-schema';
import { useAuthSubmit } from '@/auth/use-auth-submit';

async function attemptSignIn({ email, password }: { email: string; password: string }) {
  const { signIn } = await import('@/auth/auth-api');
  const { error } = await signIn(email, password);
  return { error: error ? signInErrorMessage(error) : null };
}

interface SignInFormProps {
  /** 'Forgot password?': hands over the address typed so far. */
  onForgotPassword: (email: string) => void;
  /** Back from the forgot-password form: focus returns to the link that opened it. */
  focusForgotPassword?: boolean;
}

/** Email and password; 'Welcome back!' and home on success. */
export function SignInForm({ onForgotPassword, focusForgotPassword = false }: SignInFormProps) {
  const { submit, submitting } = useAuthSubmit(signInSchema, attemptSignIn, authMessages.signedIn);
  const form = useRef<HTMLFormElement>(null);
  const forgotLink = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusForgotPassword) forgotLink.current?.focus();
  }, [focusForgotPassword]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(Object.fromEntries(new FormData(event.currentTarget)));
  };

  const forgotPassword = () => {
    const email = form.current ? new FormData(form.current).get('email') : null;
    onForgotPassword(typeof email === 'string' ? email.trim() : '');
  };

  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="sm">
        <TextInput label="Email" name="email" type="email" autoComplete="email" withAsterisk />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          withAsterisk
        />
        <Group justify="flex-end">
          <Anchor
            ref={forgotLink}
            component="button"
            type="button"
            size="sm"
            onClick={forgotPassword}
          >
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={submitting}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
