/*
 * Every message between the page and the service worker, as one typed union, parsed on
 * receipt (a message is untrusted input). Runs in both.
 */
import { z } from 'zod';
import { leadKindNames } from '@/shared/outbox/lead-kind-names';

export const workerMessageSchema = z.discriminatedUnion('type', [
  /** Page → worker: send what is queued now (force: ignore backoff, as 'Send now' does). */
  z.object({ type: z.literal('FLUSH_OUTBOX'), force: z.boolean() }),
  /** Page → worker: the user accepted the update; take over. */
  z.object({ type: z.literal('SKIP_WAITING') }),
  /** Worker → pages: a queued lead reached the database. */
  z.object({ type: z.literal('LEAD_DELIVERED'), id: z.string(), kind: z.enum(leadKindNames) }),
  /** Worker → pages: the outbox changed (an item failed, or a replay ended). */
  z.object({ type: z.literal('OUTBOX_CHANGED') }),
]);

export type WorkerMessage = z.infer<typeof workerMessageSchema>;

export function parseWorkerMessage(data: unknown): WorkerMessage | null {
  const parsed = workerMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
