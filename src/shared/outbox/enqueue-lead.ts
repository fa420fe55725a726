/*
 * Puts a validated lead into the outbox before any network call, with the id its row
 * will carry. From here a crash, reload or closed tab cannot lose it.
 */
import type { LeadKind } from '@/shared/outbox/lead-kinds';
import type { OutboxItem } from '@/shared/outbox/outbox-item';
import { putOutboxItem } from '@/shared/outbox/outbox-storage';

/** A lead as the outbox keeps it, with the id its row will carry, not yet stored. */
export function newOutboxItem(
  kind: LeadKind,
  payload: Record<string, unknown>,
  now: number = Date.now(),
): OutboxItem {
  return {
    id: crypto.randomUUID(),
    kind,
    payload,
    createdAt: now,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
  };
}

/** Rejects with OutboxUnavailableError when this browser can store no lead at all. */
export async function enqueueLead(
  kind: LeadKind,
  payload: Record<string, unknown>,
  now: number = Date.now(),
): Promise<OutboxItem> {
  const item = newOutboxItem(kind, payload, now);
  await putOutboxItem(item);
  return item;
}
