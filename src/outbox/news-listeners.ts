/*
 * Who hears what became of queued leads. The site's pages turn the news into the spec's
 * toasts (news-toasts.ts, loaded with the first news); event mode sets a listener of its
 * own (see listenToOutboxNews).
 */
import type { OutboxNews } from '@/shared/outbox/outbox-news';

/** Who hears of which outcomes, and what they make of them. */
export interface NewsListener {
  wants: (entry: OutboxNews) => boolean;
  take: (news: OutboxNews[]) => void;
}

/**
 * The site's pages toast every kind but the booth's (event leads and their ratings): a
 * booth's visitor has long gone, so their news is left for the booth's staff strip. Named
 * here rather than through outbox-kinds.ts: this loads with every page, within its budget.
 */
export const siteNewsToasts: NewsListener = {
  wants: (entry) => entry.kind !== 'event' && entry.kind !== 'event-note',
  take: (news) => void import('@/outbox/news-toasts').then(({ toastNews }) => toastNews(news)),
};
