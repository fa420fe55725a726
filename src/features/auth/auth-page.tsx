import { Container, Text, Title } from '@mantine/core';

/** /auth: sign in and sign up; the forms arrive with the auth issue. */
export function AuthPage() {
  return (
    <Container size="xs" py="xl">
      <Title order={1}>Sign in or create an account</Title>
      <Text mt="md">Sign in and sign up open here soon.</Text>
    </Container>
  );
}
