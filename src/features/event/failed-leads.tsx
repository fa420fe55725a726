import { Button, Group, Stack, Text } from '@mantine/core';
import { flushOutbox } from '@/outbox/outbox-bridge';
import { eventNoteKind } from '@/shared/leads/event-note';
import type { OutboxItem } from '@/shared/outbox/outbox-item';
import { requeueFailedItem } from '@/shared/outbox/replay';

function visitorOf(item: OutboxItem): string {
  const name = typeof item.payload.full_name === 'string' ? item.payload.full_name : 'Unnamed';
  return item.kind === eventNoteKind ? `Rating of ${name}` : name;
}

/** Leads and ratings the server refused, each with its reason; a retry sends it again at once. */
export function FailedLeads({ items }: { items: OutboxItem[] }) {
  if (items.length === 0) return null;
  const retry = async (id: string) => {
    await requeueFailedItem(id);
    await flushOutbox(true);
  };
  return (
    <Stack
      gap="xs"
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Failed leads"
    >
      {items.map((item) => (
        <Group key={item.id} component="li" justify="space-between" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={600}>{visitorOf(item)}</Text>
            <Text size="sm" c="red.8">
              {item.lastError ?? 'Refused by the server'}
            </Text>
          </Stack>
          <Button size="lg" variant="default" onClick={() => void retry(item.id)}>
            Retry
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
