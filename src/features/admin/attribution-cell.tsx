import { Stack, Text } from '@mantine/core';
import type { LeadRecord } from '@/features/admin/admin-api';

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * Where a visitor's lead came from, compactly: the campaign's source, medium and campaign,
 * the referring site and the page the visit began on. Plain text, never links: the values
 * come from the visitor's URL.
 */
export function AttributionCell({ row }: { row: LeadRecord }) {
  const campaign = [row.utm_source, row.utm_medium, row.utm_campaign]
    .map(textOf)
    .filter(Boolean)
    .join(' / ');
  const referrer = textOf(row.referrer);
  const landingPath = textOf(row.landing_path);
  return (
    <Stack gap={0}>
      {campaign && <Text size="sm">{campaign}</Text>}
      {referrer && (
        <Text size="xs" c="gray.7">
          from {referrer}
        </Text>
      )}
      {landingPath && (
        <Text size="xs" c="gray.7">
          landed on {landingPath}
        </Text>
      )}
    </Stack>
  );
}
