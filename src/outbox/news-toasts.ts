/*
 * The site's toasts for news of queued leads, loaded with the first news (never with a
 * page): one shared toast per replay, its own for a booking of times picked offline, one
 * per refusal.
 */
import { deliveredMessage, refusedMessage } from '@/outbox/lead-messages';
import type { LeadKind } from '@/shared/leads/lead-kinds';
import { isLeadKind } from '@/shared/outbox/outbox-kinds';
import type { OutboxNews } from '@/shared/outbox/outbox-news';
import { showToast } from '@/toasts/show-toast';

/**
 * News of one replay shares one toast. The page reads it once the replay has ended
 * (outbox-bridge.ts); news that still comes in pieces (a replay that hung past the wait,
 * another just behind it) holds the toast back a little longer with each piece, and
 * speaks up after a few seconds at most.
 */
const tellQuietMs = 500;
const tellAtMostAfterMs = 4000;
let untold: LeadKind[] = [];
let tellTimer: number | undefined;
let firstUntoldAt = 0;
/** Bookings being asked what became of them: the shared toast waits for their answers. */
const lookups = new Set<Promise<void>>();

function tellUntold(): void {
  if (lookups.size > 0) {
    void Promise.all(lookups).then(tellUntold);
    return;
  }
  if (untold.length === 0) return;
  const { title, message } = deliveredMessage(untold);
  untold = [];
  showToast('success', message, title);
}

function tellDelivered(kinds: LeadKind[]): void {
  if (kinds.length === 0) return;
  if (untold.length === 0) firstUntoldAt = performance.now();
  untold.push(...kinds);
  window.clearTimeout(tellTimer);
  const waited = performance.now() - firstUntoldAt;
  tellTimer = window.setTimeout(
    tellUntold,
    Math.max(0, Math.min(tellQuietMs, tellAtMostAfterMs - waited)),
  );
}

/** A booking of picked times gets its own toast, from what the database did; it leaves the shared one. */
function lookUpBookings(ids: string[]): void {
  const lookup = import('@/outbox/booking-news')
    .then(({ tellBookings }) => tellBookings(ids))
    .then((apart) => {
      for (let count = apart.size; count > 0; count -= 1) {
        const at = untold.indexOf('booking');
        if (at >= 0) untold.splice(at, 1);
      }
    })
    .catch(() => undefined)
    .finally(() => lookups.delete(lookup));
  lookups.add(lookup);
}

/** News of leads: a booth's rating is told to its staff strip, never in a toast. */
type LeadNews = OutboxNews & { kind: LeadKind };

export function toastNews(all: OutboxNews[]): void {
  const news = all.filter((entry): entry is LeadNews => isLeadKind(entry.kind));
  const delivered = news.filter((entry) => entry.outcome === 'delivered');
  tellDelivered(delivered.map((entry) => entry.kind));
  const bookings = delivered.filter((entry) => entry.kind === 'booking').map((entry) => entry.id);
  if (bookings.length > 0) lookUpBookings(bookings);
  for (const entry of news.filter((entry) => entry.outcome === 'refused')) {
    const { title, message } = refusedMessage(entry.kind);
    showToast('error', message, title);
  }
}
