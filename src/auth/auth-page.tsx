import { Container, Paper, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { ForgotPasswordForm } from '@/auth/forgot-password-form';
import { SignInForm } from '@/auth/sign-in-form';
import { SignUpForm } from '@/auth/sign-up-form';
import { useAuth } from '@/auth/use-auth';

/** /auth: sign in and sign up tabs; a signed-in visitor is sent home. */
export function AuthPage() {
  const { status } = useAuth();
  // The address typed so far once 'Forgot password?' was chosen; null on the sign-in form.
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [backFromForgot, setBackFromForgot] = useState(false);
  if (status === 'signedIn') return <Navigate to="/" replace />;

  return (
    <Container size="xs" py="xl">
      <Title order={1}>Sign in or create an account</Title>
      <Text mt="xs">Access your account to follow your consultations.</Text>
      <Paper withBorder p="lg" mt="lg" radius="md">
        <Tabs defaultValue="sign-in">
          <Tabs.List grow mb="md">
            <Tabs.Tab value="sign-in">Sign In</Tabs.Tab>
            <Tabs.Tab value="sign-up">Sign Up</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="sign-in">
            {forgotEmail === null ? (
              <SignInForm onForgotPassword={setForgotEmail} focusForgotPassword={backFromForgot} />
            ) : (
              <ForgotPasswordForm
                defaultEmail={forgotEmail}
                onBack={() => {
                  setForgotEmail(null);
                  setBackFromForgot(true);
                }}
              />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="sign-up">
            <SignUpForm />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Container>
  );
}
