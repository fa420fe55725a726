import { Container, Paper, Text, Title } from '@mantine/core';
import { authMessages } from '@/auth/auth-messages';
import { ForgotPasswordForm } from '@/auth/forgot-password-form';
import { NewPasswordForm } from '@/auth/new-password-form';
import { useAuth } from '@/auth/use-auth';

/**
 * /auth/reset-password, where a password reset mail's link leads: the link signs the
 * visitor in (supabase-js takes the session from the URL), and here they choose a new
 * password. Without a session (no link, or a spent one) they can ask for a new link.
 */
export function ResetPasswordPage() {
  const { status, user } = useAuth();

  return (
    <Container size="xs" py="xl">
      <Title order={1}>Choose a new password</Title>
      <Paper withBorder p="lg" mt="lg" radius="md">
        {status === 'loading' && <Text role="status">Loading...</Text>}
        {status === 'signedIn' && (
          <>
            <Text mb="md">
              Choose a new password for <strong>{user?.email}</strong>.
            </Text>
            <NewPasswordForm />
          </>
        )}
        {status === 'signedOut' && (
          <>
            <Text mb="md">{authMessages.resetLinkNeeded}</Text>
            <ForgotPasswordForm />
          </>
        )}
      </Paper>
    </Container>
  );
}
