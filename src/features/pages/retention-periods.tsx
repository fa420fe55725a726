import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { retentionCopy } from '@/content/placeholder-copy';
import { siteConfig } from '@/content/site-config';
import type { LeadKind } from '@/shared/leads/lead-kinds';
import { defaultRetentionMonths } from '@/shared/retention';

const periods = Object.entries(defaultRetentionMonths) as [LeadKind, number][];

const monthsText = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/** How long each kind of lead is kept, as the privacy policy states it. */
export function RetentionPeriods() {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {retentionCopy.heading}
      </Title>
      <Text>{retentionCopy.intro}</Text>
      <List>
        {periods.map(([kind, months]) => (
          <List.Item key={kind}>{`${retentionCopy.kinds[kind]}: ${monthsText(months)}`}</List.Item>
        ))}
      </List>
      <Text>
        {retentionCopy.rights}{' '}
        <Anchor href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Anchor>.
      </Text>
    </Stack>
  );
}
