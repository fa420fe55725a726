import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSendNow } from '@/outbox/use-send-now';
import { flushOutbox } from '@/outbox/outbox-bridge';
import { deleteOutboxItem } from '@/shared/outbox/outbox-storage';
import { requeueFailedItem } from '@/shared/outbox/replay';
import type { OutboxItem } from '@/shared/outbox/outbox-item';
import { isLeadKind, type OutboxKind } from '@/shared/outbox/outbox-kinds';
import { leadKinds } from '@/shared/leads/lead-kinds';
import { useOutboxStore } from '@/outbox/outbox-store';

function kindLabel(kind: OutboxKind): string {
  return isLeadKind(kind) ? leadKinds[kind].label : 'Lead rating';
}

function senderOf(item: OutboxItem): string {
  const name = item.payload.name ?? item.payload.full_name;
  return typeof name === 'string' ? name : 'Unnamed';
}

/**
 * Every queued lead with its state; 'Send now' for waiting ones, 'Retry' and 'Discard' for
 * failed ones. Discarding asks once more: it is the only way a lead leaves unsent.
 */
export function OutboxPanel({ items }: { items: OutboxItem[] }) {
  const refresh = useOutboxStore((state) => state.refresh);
  const { sending, sendNow } = useSendNow();
  const [confirmingDiscard, setConfirmingDiscard] = useState<string | null>(null);
  const hasPending = items.some((item) => item.state === 'pending');

  const discard = async (id: string) => {
    setConfirmingDiscard(null);
    await deleteOutboxItem(id);
    await refresh();
  };

  const retry = async (id: string) => {
    await requeueFailedItem(id);
    await refresh();
    await flushOutbox(true);
  };

  return (
    <Stack gap="sm">
      <Text fw={600}>Saved on this device</Text>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item.id}>
            <Text size="sm" fw={500}>
              {kindLabel(item.kind)}: {senderOf(item)}
            </Text>
            {item.attachment && <Text size="xs">Résumé: {item.attachment.name}</Text>}
            <Text size="xs">
              {new Date(item.createdAt).toLocaleString()} ·{' '}
              {item.state === 'pending' ? 'Waiting to send' : `Failed: ${item.lastError}`}
            </Text>
            {item.state === 'failed' && (
              <Group gap={4}>
                {confirmingDiscard === item.id ? (
                  <>
                    <Button
                      size="compact-xs"
                      color="red"
                      onClick={() => void discard(item.id)}
                      aria-label={`Discard for good: ${senderOf(item)}`}
                    >
                      Discard for good
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => setConfirmingDiscard(null)}
                    >
                      Keep
                    </Button>
                  </>
                ) : (
                  <>
                    <Button size="compact-xs" variant="subtle" onClick={() => void retry(item.id)}>
                      Retry
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setConfirmingDiscard(item.id)}
                    >
                      Discard
                    </Button>
                  </>
                )}
              </Group>
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
