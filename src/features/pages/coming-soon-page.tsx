import { Badge, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { comingSoonCopy } from '@/content/placeholder-copy';

export interface ComingSoonPageProps {
  title: string;
}

/** A placeholder route: its title and 'Coming soon'. */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  return (
    <Container size="sm" py={{ base: 64, sm: 112 }}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1} fz={{ base: 36, sm: 48 }}>
          {title}
        </Title>
        <Badge size="xl" variant="filled" color="indigo.8" tt="none">
          {comingSoonCopy.badge}
        </Badge>
        <Text size="lg" c="gray.7">
          {comingSoonCopy.body}
        </Text>
        <Button component={Link} to="/services" variant="outline">
          Explore Services
        </Button>
      </Stack>
    </Container>
  );
}
