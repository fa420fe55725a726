import { Container, Text, Title } from '@mantine/core';

/** /admin: the dashboard of incoming leads; its data arrives with the admin issue. */
export function AdminPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Admin Dashboard</Title>
      <Text mt="md">Contact submissions and consultation bookings appear here.</Text>
    </Container>
  );
}
