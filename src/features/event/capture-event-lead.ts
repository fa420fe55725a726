/*
 * One booth lead, from Submit to the device: first into the booth's own log (for today's
 * count and the CSV backup), then the site's outbox path, exactly as every other lead.
 * A lead the server refuses, or that this browser cannot keep, leaves the log again: the
 * visitor still has it in the form.
 */
import { forgetCapture, recordCapture, recordDeliveries } from '@/shared/outbox/event-log';
import { unstoredMessage } from '@/outbox/lead-messages';
import { logger } from '@/lib/logger';
import { submitOutboxItem } from '@/outbox/submit-lead';
import { eventLead } from '@/shared/leads/event-lead';
import type { LeadPayload } from '@/shared/leads/lead-kinds';
import { newOutboxItem } from '@/shared/outbox/outbox-item';

/** `id` is the lead's (its outbox item's and its row's), for the rating that follows it. */
export type CaptureOutcome = { type: 'captured'; id: string } | { type: 'failed'; message: string };

export async function captureEventLead(lead: LeadPayload<'event'>): Promise<CaptureOutcome> {
  const item = newOutboxItem('event', lead);
  // The log is a convenience beside the outbox: a lead it cannot hold is still sent.
  const logged = await recordCapture(item.id, lead).then(
    () => true,
    (error: unknown) => {
      logger.warn('event lead not logged on the device', error);
      return false;
    },
  );
  const outcome = await submitOutboxItem(item);
  if (outcome.type === 'delivered' || outcome.type === 'queued') {
    if (outcome.type === 'delivered' && logged) {
      await recordDeliveries([{ id: item.id, at: Date.now() }]).catch(() => undefined);
    }
    return { type: 'captured', id: item.id };
  }
  if (logged) await forgetCapture(item.id).catch(() => undefined);
  logger.error(`event lead ${outcome.type}`, outcome.reason);
  const message =
    outcome.type === 'unstored' ? unstoredMessage.message : eventLead.messages.failure.message;
  return { type: 'failed', message };
}
