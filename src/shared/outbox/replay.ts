/*
 * Delivery of queued leads: one item at once (a fresh submission) or the whole queue in
 * creation order (replay). Runs in the page and the service worker, always under the
 * outbox lock. Delivered items are deleted at once; rejected ones move to the failed
 * list with the server's reason; transient failures stay queued with backoff, forever.
 */
import {
  deleteOutboxItem,
  getOutboxItem,
  listOutboxItems,
  putOutboxItem,
} from '@/shared/outbox/outbox-db';
import {
  deliverLead,
  type BackendConfig,
  type DeliveryOutcome,
} from '@/shared/outbox/deliver-lead';
import { retryDelayMs, type OutboxItem } from '@/shared/outbox/outbox-item';
import { withOutboxLock } from '@/shared/outbox/outbox-lock';

export interface DeliveryContext {
  backend: BackendConfig;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

export interface ReplayReport {
  delivered: OutboxItem[];
  failed: OutboxItem[];
  /** Items still queued after this run. */
  pending: number;
}

async function applyOutcome(
  item: OutboxItem,
  outcome: DeliveryOutcome,
  now: number,
): Promise<OutboxItem | null> {
  if (outcome.type === 'delivered') {
    await deleteOutboxItem(item.id);
    return null;
  }
  const attempts = item.attempts + 1;
  const updated: OutboxItem =
    outcome.type === 'rejected'
      ? { ...item, attempts, state: 'failed', lastError: outcome.reason }
      : {
          ...item,
          attempts,
          nextAttemptAt: now + retryDelayMs(attempts),
          lastError: outcome.reason,
        };
  await putOutboxItem(updated);
  return updated;
}

/** Sends one queued item now. 'gone' means another context already delivered it. */
export function deliverQueuedItem(
  id: string,
  context: DeliveryContext,
): Promise<DeliveryOutcome | { type: 'gone' }> {
  const now = context.now ?? Date.now;
  return withOutboxLock(async () => {
    const item = await getOutboxItem(id);
    if (!item || item.state !== 'pending') return { type: 'gone' } as const;
    const outcome = await deliverLead(item, context.backend, context.fetchImpl);
    await applyOutcome(item, outcome, now());
    return outcome;
  });
}

/**
 * Sends every pending item, oldest first. Without `force`, items still backing off are
 * skipped, and so is every later item of the same kind: whatever the backoff history, a
 * kind's leads arrive in the order they were made. The first transient failure ends the
 * run (the network is likely down).
 */
export function replayOutbox(
  context: DeliveryContext,
  { force = false }: { force?: boolean } = {},
): Promise<ReplayReport> {
  const now = context.now ?? Date.now;
  return withOutboxLock(async () => {
    const report: ReplayReport = { delivered: [], failed: [], pending: 0 };
    const items = await listOutboxItems();
    const waitingKinds = new Set<OutboxItem['kind']>();
    let halted = false;
    for (const item of items) {
      if (item.state !== 'pending') continue;
      if (halted || waitingKinds.has(item.kind) || (!force && item.nextAttemptAt > now())) {
        waitingKinds.add(item.kind);
        report.pending += 1;
        continue;
      }
      const outcome = await deliverLead(item, context.backend, context.fetchImpl);
      const updated = await applyOutcome(item, outcome, now());
      if (outcome.type === 'delivered') report.delivered.push(item);
      else if (outcome.type === 'rejected' && updated) report.failed.push(updated);
      else {
        report.pending += 1;
        halted = true;
      }
    }
    return report;
  });
}

/** 'Retry' on a failed item: it waits again, due at once; its last reason stays until then. */
export function requeueFailedItem(id: string, now: () => number = Date.now): Promise<void> {
  return withOutboxLock(async () => {
    const item = await getOutboxItem(id);
    if (item?.state !== 'failed') return;
    await putOutboxItem({ ...item, state: 'pending', nextAttemptAt: now() });
  });
}
