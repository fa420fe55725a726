/*
 * Puts a validated lead into the outbox before any network call, with the id its row
 * will carry. From here a crash, reload or closed tab cannot lose it.
 */
import type { LeadKind } from '@/shared/outbox/lead-kinds';
import { putOutboxItem } from '@/shared/outbox/outbox-db';
import type { OutboxItem } from '@/shared/outbox/outbox-item';

export async function enqueueLead(
  kind: LeadKind,
  payload: Record<string, unknown>,
  now: number = Date.now(),
): Promise<OutboxItem> {
  const item: OutboxItem = {
    id: crypto.randomUUID(),
    kind,
    payload,
    createdAt: now,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
  };
  await putOutboxItem(item);
  return item;
}
