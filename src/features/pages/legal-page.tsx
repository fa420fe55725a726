import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { legalCopy } from '@/content/placeholder-copy';
import { siteConfig } from '@/content/site-config';
import { LastUpdated } from '@/features/pages/last-updated';
import { RetentionPeriods } from '@/features/pages/retention-periods';

export interface LegalPageProps {
  title: string;
  /** The page states how long leads are kept (the privacy policy). */
  statesRetention?: boolean;
}

/**
 * An under-construction legal page: title, today's date as last updated, contact e-mail;
 * the privacy policy also states how long leads are kept.
 */
export function LegalPage({ title, statesRetention = false }: LegalPageProps) {
  return (
    <Container size="sm" py={{ base: 64, sm: 96 }}>
      <Stack gap="lg">
        <Title order={1} fz={{ base: 34, sm: 44 }}>
          {title}
        </Title>
        <LastUpdated label={legalCopy.lastUpdatedLabel} />
        <Paper withBorder p="lg" bg="gray.0">
          <Text fw={700} mb="xs">
            {legalCopy.notice}
          </Text>
          <Text>
            {legalCopy.body} <Anchor href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Anchor>
            .
          </Text>
        </Paper>
        {statesRetention && <RetentionPeriods />}
      </Stack>
    </Container>
  );
}
