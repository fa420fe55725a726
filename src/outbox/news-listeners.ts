/*
 * Who hears what became of queued leads. The site's pages turn the news into the spec's
 * toasts; event mode sets a listener of its own (see listenToOutboxNews).
 */
import { deliveredMessage, refusedMessage } from '@/outbox/lead-messages';
import type { LeadKind } from '@/shared/leads/lead-kinds';
import type { OutboxNews } from '@/shared/outbox/outbox-news';
import { showToast } from '@/toasts/show-toast';

/** Who hears of which outcomes, and what they make of them. */
export interface NewsListener {
  wants: (entry: OutboxNews) => boolean;
  take: (news: OutboxNews[]) => void;
}

/**
 * News of one replay shares one toast: each delivery holds the toast back a little longer,
 * since a replay sends its leads one after another, however slow each insert is; a long
 * replay still speaks up after a few seconds.
 */
const tellQuietMs = 500;
const tellAtMostAfterMs = 4000;
let untold: LeadKind[] = [];
let tellTimer: number | undefined;
let firstUntoldAt = 0;

function tellDelivered(kinds: LeadKind[]): void {
  if (kinds.length === 0) return;
  if (untold.length === 0) firstUntoldAt = performance.now();
  untold.push(...kinds);
  window.clearTimeout(tellTimer);
  const waited = performance.now() - firstUntoldAt;
  tellTimer = window.setTimeout(
    () => {
      const { title, message } = deliveredMessage(untold);
      untold = [];
      showToast('success', message, title);
    },
    Math.max(0, Math.min(tellQuietMs, tellAtMostAfterMs - waited)),
  );
}

async function toastNews(news: OutboxNews[]): Promise<void> {
  const delivered = news.filter((entry) => entry.outcome === 'delivered');
  const bookings = delivered.filter((entry) => entry.kind === 'booking').map((entry) => entry.id);
  // A booking made of picked times gets its own toast, from what the database did (loaded
  // only then); the rest share one toast, as before.
  const apart = bookings.length
    ? await import('@/outbox/booking-news')
        .then(({ tellBookings }) => tellBookings(bookings))
        .catch(() => new Set<string>())
    : new Set<string>();
  tellDelivered(delivered.filter((entry) => !apart.has(entry.id)).map((entry) => entry.kind));
  for (const entry of news.filter((entry) => entry.outcome === 'refused')) {
    const { title, message } = refusedMessage(entry.kind);
    showToast('error', message, title);
  }
}

/**
 * The site's pages toast every kind but event leads: a booth's visitor has long gone, so
 * their news is left for the booth's staff strip.
 */
export const siteNewsToasts: NewsListener = {
  wants: (entry) => entry.kind !== 'event',
  take: (news) => void toastNews(news),
};
