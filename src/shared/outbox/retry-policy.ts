/*
 * The outbox's retry policy, whole: what each answer to a delivery means, how long an
 * attempt may take, and when a waiting lead is tried again. The page, the service worker
 * and the tests all read it from here (cited in the README).
 *
 * Terms used across the outbox:
 * - outbox: the IndexedDB store on the device where leads wait to be delivered.
 * - item: one lead in it, with the id its row will carry, its attempts and next attempt.
 *   Within a kind, items are sent in the order they were made: one that must wait keeps
 *   the later ones of its kind waiting too.
 * - replay: one pass over the waiting items, sending each; run by the page, another tab or
 *   the service worker, one at a time (a Web Lock), so an item is never sent twice at once.
 * - news: what a replay delivered or saw refused, stored beside the outbox until a tab
 *   tells the visitor.
 * - claim: a visible tab taking the news for its toast, so each outcome is told once.
 * - held: a delivered lead the server kept back from staff as likely spam until an admin
 *   releases it; for the outbox it is delivered like any other.
 * - failed: an item the server refused for its data; it waits for the visitor's Retry or
 *   Discard and is never retried by itself.
 *
 * Only a refusal of the data itself is final; every other answer could change (a key
 * rotated, a proxy's hiccup, a deployment coming back), so the lead stays queued and is
 * retried with backoff, never dropped.
 */

export type ResponseClass = 'delivered' | 'duplicate' | 'retry' | 'refused';

/** Refusals of the data itself: sending the same body again cannot succeed. */
const refusedStatuses = new Set([400, 422]);
/** The primary key already holds this lead: an earlier attempt arrived. */
const uniqueViolation = '23505';

/**
 * 2xx delivered · 409 with 23505 a duplicate (delivered before) · 400, 422 and any other 409
 * refused · everything else, including network errors and timeouts (status null), 401, 403,
 * 404, 408, 425, 429 and 5xx, retried.
 */
export function classifyResponse(status: number | null, code = ''): ResponseClass {
  if (status === null) return 'retry';
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 409) return code === uniqueViolation ? 'duplicate' : 'refused';
  return refusedStatuses.has(status) ? 'refused' : 'retry';
}

/** A hung request is given up after this, so the visitor hears back and others go on. */
export const deliveryTimeoutMs = 10_000;

/** A file is given the row's time plus what a poor 3G uplink (50 kB/s) needs for it. */
export const uploadTimeoutMs = (bytes: number) => deliveryTimeoutMs + bytes / 50;

/** The longest wait between automatic attempts: a waiting lead is tried at least once a minute. */
export const maxRetryDelayMs = 60_000;

/** Backoff for automatic retries: 2 s, 4 s, 8 s … capped at a minute, never giving up. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** attempts * 1000, maxRetryDelayMs);
}

/** The page's next automatic attempt: never sooner than a second away. */
export const minRetryTimerMs = 1000;
/** Up to 20% later, so many tabs and devices do not retry in step. */
export const retryJitter = 0.2;

/** When the page's retry timer fires for an item due at `due`: jittered, within a minute. */
export function retryTimerMs(due: number, now: number, random = Math.random()): number {
  const jitter = 1 + random * retryJitter;
  return Math.min(Math.max(minRetryTimerMs, due - now) * jitter, maxRetryDelayMs);
}
