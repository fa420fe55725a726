/*
 * The one submission path for every lead, page side: outbox first, then an immediate
 * delivery attempt. The outcome decides the toast and what the form does next.
 */
import { markDeliveringHere, refreshOutbox, requestReplayLater } from '@/lib/outbox-bridge';
import { backendConfig } from '@/shared/backend-config';
import { enqueueLead } from '@/shared/outbox/enqueue-lead';
import type { LeadKind } from '@/shared/outbox/lead-kinds';
import { deleteOutboxItem } from '@/shared/outbox/outbox-db';
import { deliverQueuedItem } from '@/shared/outbox/replay';

export type SubmitOutcome =
  { type: 'delivered' } | { type: 'queued' } | { type: 'rejected'; reason: string };

export async function submitLead(
  kind: LeadKind,
  payload: Record<string, unknown>,
): Promise<SubmitOutcome> {
  const item = await enqueueLead(kind, payload);
  markDeliveringHere(item.id, true);
  try {
    const outcome = await deliverQueuedItem(item.id, { backend: backendConfig });
    if (outcome.type === 'transient') {
      // From now on the worker (or a later page) delivers it and announces it.
      markDeliveringHere(item.id, false);
      requestReplayLater();
      return { type: 'queued' };
    }
    if (outcome.type === 'rejected') {
      // The form still holds the values, so the copy in the outbox is not needed.
      await deleteOutboxItem(item.id);
      return { type: 'rejected', reason: outcome.reason };
    }
    return { type: 'delivered' };
  } finally {
    void refreshOutbox();
  }
}
