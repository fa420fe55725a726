/*
 * Delivery of queued leads: one lead at once (a fresh submission) or the whole queue in
 * creation order (replay). Runs in the page and the service worker. Each send holds that
 * lead's lock, so a lead is never in flight twice and a fresh one never waits behind a
 * replay. Delivered leads are deleted at once; refused ones move to the failed list with
 * the server's reason; transient failures stay queued with backoff, forever. What a replay
 * delivers or sees refused is recorded as news for a page to tell. A booth lead's rating
 * goes only once its lead has left the outbox (see leadGate).
 */
import {
  deliverLead,
  type BackendConfig,
  type DeliveryOutcome,
} from '@/shared/outbox/deliver-lead';
import type { OutboxItem } from '@/shared/outbox/outbox-item';
import { retryDelayMs } from '@/shared/outbox/retry-policy';
import { eventNoteKind } from '@/shared/leads/event-note';
import { withLeadLock, withReplayLock } from '@/shared/outbox/outbox-lock';
import type { OutboxNews } from '@/shared/outbox/outbox-news';
import {
  deleteOutboxItem,
  getOutboxFile,
  getOutboxItem,
  listOutboxItems,
  putOutboxItem,
} from '@/shared/outbox/outbox-storage';

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

/** Stores what the attempt decided; with `tell`, also the news of a final outcome. */
async function applyOutcome(
  item: OutboxItem,
  outcome: DeliveryOutcome,
  now: number,
  tell: boolean,
): Promise<OutboxItem | null> {
  const news = (type: OutboxNews['outcome']): OutboxNews | undefined =>
    tell ? { id: item.id, kind: item.kind, outcome: type, at: now } : undefined;
  if (outcome.type === 'delivered') {
    await deleteOutboxItem(item.id, news('delivered'));
    return null;
  }
  const attempts = item.attempts + 1;
  if (outcome.type === 'rejected') {
    const failed: OutboxItem = { ...item, attempts, state: 'failed', lastError: outcome.reason };
    await putOutboxItem(failed, news('refused'));
    return failed;
  }
  const waiting: OutboxItem = {
    ...item,
    attempts,
    nextAttemptAt: now + retryDelayMs(attempts),
    lastError: outcome.reason,
  };
  await putOutboxItem(waiting);
  return waiting;
}

export const waitingForLeadReason = 'Waiting for the lead it rates';
export const leadRefusedReason = 'Not sent: the lead it rates was refused';

/**
 * A rating goes after its lead, never before. While its lead still waits in the outbox, it
 * waits too, untried; when the server refused its lead, it is refused as well, unsent, and
 * shows as failed beside it (a Retry of both sends the lead first, as the queue is in
 * creation order). A lead no longer in the outbox was delivered, or discarded by staff, in
 * which case the database refuses the rating for good (23503).
 */
async function leadGate(item: OutboxItem): Promise<'waiting' | 'refused' | 'open'> {
  if (item.kind !== eventNoteKind) return 'open';
  const lead = await getOutboxItem(String(item.payload.lead_id));
  if (!lead) return 'open';
  return lead.state === 'failed' ? 'refused' : 'waiting';
}

/** Sends the item unless its lead holds it back; undefined while it must wait untried. */
async function deliverAfterLead(
  item: OutboxItem,
  context: DeliveryContext,
  file?: Blob,
): Promise<DeliveryOutcome | undefined> {
  const gate = await leadGate(item);
  if (gate === 'waiting') return undefined;
  if (gate === 'refused') return { type: 'rejected', reason: leadRefusedReason };
  return deliverLead(item, context.backend, context.fetchImpl, file);
}

/**
 * Keeps a fresh lead (and its file) in the outbox and sends it at once, for the form that waits on it
 * (the form tells the outcome, so no news). Its lock is taken before it is stored, so no
 * replay can pick it up first; it waits for no other lead. Rejects with
 * OutboxUnavailableError, sending nothing, when this browser can store no lead.
 */
export function storeAndDeliver(
  item: OutboxItem,
  context: DeliveryContext,
  file?: Blob,
): Promise<DeliveryOutcome> {
  const now = context.now ?? Date.now;
  return withLeadLock(item.id, async () => {
    await putOutboxItem(item, undefined, file);
    const outcome = await deliverAfterLead(item, context, file);
    // Behind its lead: kept as it is, due at once, for the replay that delivers the lead.
    if (!outcome) return { type: 'transient', reason: waitingForLeadReason };
    await applyOutcome(item, outcome, now(), false);
    return outcome;
  });
}

/**
 * Sends every pending item, oldest first. Without `force`, items still backing off are
 * skipped, and so is every later item of the same kind: whatever the backoff history, a
 * kind's leads arrive in the order they were made. The first transient failure ends the
 * run (the network is likely down).
 */
async function walkQueue(context: DeliveryContext, force: boolean): Promise<ReplayReport> {
  const now = context.now ?? Date.now;
  const report: ReplayReport = { delivered: [], failed: [], pending: 0 };
  const waitingKinds = new Set<OutboxItem['kind']>();
  let halted = false;
  for (const listed of await listOutboxItems()) {
    if (listed.state !== 'pending') continue;
    const result = await withLeadLock(listed.id, async () => {
      // Read again under the lock: a form or another context may have sent it meanwhile.
      const item = await getOutboxItem(listed.id);
      if (!item || item.state !== 'pending') return 'gone' as const;
      if (halted || waitingKinds.has(item.kind) || (!force && item.nextAttemptAt > now())) {
        return 'waiting' as const;
      }
      const file = item.attachment ? await getOutboxFile(item.id) : undefined;
      const outcome = await deliverAfterLead(item, context, file);
      if (!outcome) return 'waiting' as const;
      const updated = await applyOutcome(item, outcome, now(), true);
      if (outcome.type === 'delivered') report.delivered.push(item);
      else if (outcome.type === 'rejected' && updated) report.failed.push(updated);
      else halted = true;
      return outcome.type === 'transient' ? ('waiting' as const) : ('done' as const);
    });
    if (result === 'waiting') {
      waitingKinds.add(listed.kind);
      report.pending += 1;
    }
  }
  return report;
}

/**
 * Replays the queue once no other context is replaying it. A request made while another
 * waits to start in this context joins that one (force wins): a burst of triggers (the
 * page's timer, 'online', a worker start) costs one walk of the queue, not many.
 */
let queued: { force: boolean; run: Promise<ReplayReport> } | null = null;

export function replayOutbox(
  context: DeliveryContext,
  { force = false }: { force?: boolean } = {},
): Promise<ReplayReport> {
  if (queued) {
    queued.force ||= force;
    return queued.run;
  }
  const entry: { force: boolean; run: Promise<ReplayReport> } = {
    force,
    run: Promise.resolve().then(() =>
      withReplayLock(async () => {
        queued = null;
        return walkQueue(context, entry.force);
      }),
    ),
  };
  queued = entry;
  return entry.run;
}

/** 'Retry' on a failed item: it waits again, due at once; its last reason stays until then. */
export function requeueFailedItem(id: string, now: () => number = Date.now): Promise<void> {
  return withLeadLock(id, async () => {
    const item = await getOutboxItem(id);
    if (item?.state !== 'failed') return;
    await putOutboxItem({ ...item, state: 'pending', nextAttemptAt: now() });
  });
}
