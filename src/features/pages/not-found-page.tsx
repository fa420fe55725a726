import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { logger } from '@/lib/logger';

/** The 404 page for any unknown path; logs the path once per visit. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  // Remembered so a re-run of the effect (React's development double run) logs nothing new.
  const loggedPath = useRef<string | null>(null);

  useEffect(() => {
    if (loggedPath.current === pathname) return;
    loggedPath.current = pathname;
    logger.warn('404: no route for path', pathname);
  }, [pathname]);

  return (
    <Container size="sm" py={{ base: 64, sm: 112 }}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={{ base: 72, sm: 96 }} fw={800} c="indigo.8" lh={1}>
          404
        </Text>
        <Title order={1} fz={{ base: 30, sm: 40 }}>
          Oops! Page not found
        </Title>
        <Text size="lg" c="gray.7">
          The page you are looking for does not exist or has been moved.
        </Text>
        <Button component={Link} to="/" size="lg">
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}
