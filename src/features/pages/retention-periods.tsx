import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { retentionCopy } from '@/content/placeholder-copy';
import { siteConfig } from '@/content/site-config';
import { leadKindList } from '@/shared/leads/lead-kind-list';

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
        {leadKindList.map(({ kind, retention }) => (
          <List.Item
            key={kind}
          >{`${retention.policyLabel}: ${monthsText(retention.months)}`}</List.Item>
        ))}
      </List>
      <Text>
        {retentionCopy.rights}{' '}
        <Anchor href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Anchor>.
      </Text>
    </Stack>
  );
}
