import { Avatar, Card, Group, Rating, Stack, Text } from '@mantine/core';
import type { Testimonial } from '@/features/testimonials/testimonials-api';

/** One client's words: stars, quote, name, role and company, photo when there is one. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { rating, content, client_name, role, company, image_url } = testimonial;
  return (
    <Card withBorder radius="md" padding="lg" component="figure" m={0} h="100%">
      <Stack gap="md" h="100%">
        {/* Mantine's read-only rating is a plain div, which may not carry a label itself. */}
        <div role="img" aria-label={`${rating} out of 5 stars`}>
          <Rating value={rating} readOnly aria-hidden="true" />
        </div>
        <Text component="blockquote" m={0} style={{ flex: 1 }}>
          “{content}”
        </Text>
        <Group gap="sm" component="figcaption" wrap="nowrap">
          {image_url && (
            <Avatar src={image_url} alt="" size={48} radius="xl" imageProps={{ loading: 'lazy' }} />
          )}
          <div>
            <Text fw={600}>{client_name}</Text>
            <Text size="sm">{role ? `${role}, ${company}` : company}</Text>
          </div>
        </Group>
      </Stack>
    </Card>
  );
}
