/*
 * One rating, from 'Save rating' to the device: into the outbox as its own item (kind
 * 'event-note'), sent at once when its lead has arrived, otherwise kept until it has
 * (src/shared/outbox/replay.ts). A reload or a restart finds it there.
 */
import { logger } from '@/lib/logger';
import { unstoredMessage } from '@/outbox/lead-messages';
import { submitOutboxItem } from '@/outbox/submit-lead';
import { eventNoteKind, type EventNotePayload } from '@/shared/leads/event-note';
import { newOutboxItem } from '@/shared/outbox/outbox-item';

export type SaveRatingOutcome = { type: 'saved' } | { type: 'failed'; message: string };

export async function saveLeadRating(rating: EventNotePayload): Promise<SaveRatingOutcome> {
  const outcome = await submitOutboxItem(newOutboxItem(eventNoteKind, { ...rating }));
  if (outcome.type === 'delivered' || outcome.type === 'queued') return { type: 'saved' };
  logger.error(`lead rating ${outcome.type}`, outcome.reason);
  const message =
    outcome.type === 'unstored'
      ? unstoredMessage.message
      : `The rating was not saved: ${outcome.reason}`;
  return { type: 'failed', message };
}
