/*
 * The one submission path for every lead, page side: outbox first, then an immediate
 * delivery attempt that waits for nothing else. Where this browser cannot store a lead
 * at all, it is sent directly, with the id and checks it would have had. The outcome
 * decides the toast and what the form does next.
 */
import { refreshOutbox, requestReplayLater } from '@/outbox/outbox-bridge';
import { backendConfig } from '@/shared/backend-config';
import { deliverLead } from '@/shared/outbox/deliver-lead';
import { newOutboxItem, type OutboxItem } from '@/shared/outbox/outbox-item';
import type { LeadKind, LeadPayload } from '@/shared/leads/lead-kinds';
import { resumeObjectPath, safeResumeName, type LeadAttachment } from '@/shared/leads/resume';
import { deleteOutboxItem, OutboxUnavailableError } from '@/shared/outbox/outbox-storage';
import { storeAndDeliver } from '@/shared/outbox/replay';

export type SubmitOutcome =
  /** `id` is the lead's, e.g. to ask the database what became of a booking. */
  | { type: 'delivered'; id: string }
  | { type: 'queued' }
  | { type: 'rejected'; reason: string }
  /** Not sent, and this browser cannot keep it for later: the form keeps the values. */
  | { type: 'unstored'; reason: string };

/** A lead, with the file it carries (an application's résumé), if any. */
export async function submitLead<Kind extends LeadKind>(
  kind: Kind,
  payload: LeadPayload<Kind>,
  attachment?: LeadAttachment,
): Promise<SubmitOutcome> {
  const item = newOutboxItem(kind, payload);
  if (!attachment) return submitOutboxItem(item);
  // The bytes as they are now: the visitor may move or change the file before it is sent.
  const file = new Blob([await attachment.file.arrayBuffer()], { type: attachment.type });
  const name = safeResumeName(attachment.name, attachment.type);
  const withFile: OutboxItem = {
    ...item,
    attachment: {
      path: resumeObjectPath(item.id, name),
      name: attachment.name,
      type: attachment.type,
      size: file.size,
    },
  };
  return submitOutboxItem(withFile, file);
}

/** Submits a lead made beforehand, for a caller that keeps its id (the booth's own log). */
export async function submitOutboxItem(item: OutboxItem, file?: Blob): Promise<SubmitOutcome> {
  try {
    const outcome = await storeAndDeliver(item, { backend: backendConfig }, file);
    if (outcome.type === 'transient') {
      // From now on a replay (the worker's or a page's) delivers it and tells of it.
      requestReplayLater();
      return { type: 'queued' };
    }
    if (outcome.type === 'rejected') {
      // The form still holds the values, so the copy in the outbox is not needed.
      await deleteOutboxItem(item.id);
      return { type: 'rejected', reason: outcome.reason };
    }
    return { type: 'delivered', id: item.id };
  } catch (error) {
    if (!(error instanceof OutboxUnavailableError)) throw error;
    return sendDirectly(item, file);
  } finally {
    void refreshOutbox();
  }
}

async function sendDirectly(item: OutboxItem, file?: Blob): Promise<SubmitOutcome> {
  const outcome = await deliverLead(item, backendConfig, fetch, file);
  if (outcome.type === 'delivered') return { type: 'delivered', id: item.id };
  return { type: outcome.type === 'rejected' ? 'rejected' : 'unstored', reason: outcome.reason };
}
