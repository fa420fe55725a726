import { Anchor, Container, Text, Title } from '@mantine/core';
import { siteConfig } from '@/content/site-config';

/** /contact: the heading and contact details; the form arrives with lead capture. */
export function ContactPage() {
  return (
    <Container size="md" py="xl">
      <Title order={1}>Contact Us</Title>
      <Text mt="md" size="lg">
        Tell us about your project. We respond within 24 hours.
      </Text>
      <Text mt="md">
        E-mail <Anchor href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Anchor> or call{' '}
        {siteConfig.phone}. Our office is in {siteConfig.location}.
      </Text>
    </Container>
  );
}
