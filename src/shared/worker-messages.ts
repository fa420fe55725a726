/*
 * Every message between the page and the service worker, as one typed union, checked on
 * receipt (a message is untrusted input). Runs in both. Checked by hand rather than with
 * zod: this module is on every page's critical path, zod is not.
 */
/** The Background Sync tag the page registers and the worker answers. */
export const outboxSyncTag = 'lead-outbox';

export type WorkerMessage =
  /** Page → worker: send what is queued now (force: ignore backoff, as 'Send now' does). */
  | { type: 'FLUSH_OUTBOX'; force: boolean }
  /** Page → worker: the user accepted the update; take over. */
  | { type: 'SKIP_WAITING' }
  /** Worker → pages: a replay ended; the outbox and its news may have changed. */
  | { type: 'OUTBOX_CHANGED' };

export function parseWorkerMessage(data: unknown): WorkerMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  switch (message.type) {
    case 'FLUSH_OUTBOX':
      return typeof message.force === 'boolean'
        ? { type: 'FLUSH_OUTBOX', force: message.force }
        : null;
    case 'SKIP_WAITING':
      return { type: 'SKIP_WAITING' };
    case 'OUTBOX_CHANGED':
      return { type: 'OUTBOX_CHANGED' };
    default:
      return null;
  }
}
