import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { flushOutbox } from '@/lib/outbox-bridge';
import { deleteOutboxItem } from '@/shared/outbox/outbox-db';
import type { OutboxItem } from '@/shared/outbox/outbox-item';
import { useOutboxStore } from '@/stores/outbox-store';

const kindLabels: Record<OutboxItem['kind'], string> = {
  booking: 'Consultation booking',
  contact: 'Contact message',
  application: 'Job application',
};

function senderOf(item: OutboxItem): string {
  const name = item.payload.name ?? item.payload.full_name;
  return typeof name === 'string' ? name : 'Unnamed';
}

/** Every queued lead with its state; 'Send now' for waiting ones, 'Discard' for failed. */
export function OutboxPanel({ items }: { items: OutboxItem[] }) {
  const refresh = useOutboxStore((state) => state.refresh);
  const [sending, setSending] = useState(false);
  const hasPending = items.some((item) => item.state === 'pending');

  const sendNow = async () => {
    setSending(true);
    try {
      await flushOutbox(true);
    } finally {
      setSending(false);
    }
  };

  const discard = async (id: string) => {
    await deleteOutboxItem(id);
    await refresh();
  };

  return (
    <Stack gap="sm">
      <Text fw={600}>Saved on this device</Text>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item.id}>
            <Text size="sm" fw={500}>
              {kindLabels[item.kind]}: {senderOf(item)}
            </Text>
            <Text size="xs">
              {new Date(item.createdAt).toLocaleString()} ·{' '}
              {item.state === 'pending' ? 'Waiting to send' : `Failed: ${item.lastError}`}
            </Text>
            {item.state === 'failed' && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => void discard(item.id)}
              >
                Discard
              </Button>
            )}
          </li>
        ))}
      </Stack>
      {hasPending && (
        <Group justify="flex-end">
          <Button size="xs" loading={sending} onClick={() => void sendNow()}>
            Send now
          </Button>
        </Group>
      )}
    </Stack>
  );
}
