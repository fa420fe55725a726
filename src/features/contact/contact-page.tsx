import { Anchor, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { ContactForm } from '@/features/contact/contact-form';
import { siteConfig } from '@/content/site-config';

/** /contact: the contact form beside the company's contact details. */
export function ContactPage() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Contact Us</Title>
      <Text mt="md" size="lg" maw={640}>
        Tell us about your project. We respond within 24 hours.
      </Text>
      <Grid mt="xl" gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="lg" radius="md">
            <ContactForm />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              Reach us directly
            </Title>
            <Anchor href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Anchor>
            <Text>{siteConfig.phone}</Text>
            <Text>{siteConfig.location}</Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
