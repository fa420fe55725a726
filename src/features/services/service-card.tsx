import { Card, List, Text, Title } from '@mantine/core';
import type { Service } from '@/content/services';

interface ServiceCardProps {
  service: Service;
}

/** One service: title, description and its four features. */
export function ServiceCard({ service }: ServiceCardProps) {
  return (
    <Card withBorder padding="xl" h="100%">
      <Title order={2} fz="xl" mb="xs">
        {service.title}
      </Title>
      <Text c="gray.7" mb="md">
        {service.description}
      </Text>
      <Title order={3} fz="sm" tt="uppercase" c="gray.8" mb="xs">
        Key features
      </Title>
      <List spacing="xs" c="gray.9">
        {service.features.map((feature) => (
          <List.Item key={feature}>{feature}</List.Item>
        ))}
      </List>
    </Card>
  );
}
