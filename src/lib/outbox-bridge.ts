/*
 * The page's one bridge to the service worker: registers it, offers updates, asks it to
 * replay the outbox (on load, on 'online', on 'Send now') and turns its delivery news
 * into the spec's toasts. Without a worker (dev server, old browser) the page replays.
 */
import { Workbox } from 'workbox-window';
import { deliveredMessage, refusedMessage } from '@/lib/lead-messages';
import { logger } from '@/lib/logger';
import { showToast } from '@/lib/toast';
import type { LeadKind } from '@/shared/leads/lead-kinds';
import { onOutboxChange } from '@/shared/outbox/outbox-changes';
import type { OutboxNews } from '@/shared/outbox/outbox-news';
import { maxRetryDelayMs } from '@/shared/outbox/outbox-item';
import { outboxSyncTag, parseWorkerMessage, type WorkerMessage } from '@/shared/worker-messages';
import { useOutboxStore } from '@/stores/outbox-store';
import { useUpdateStore } from '@/stores/update-store';

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

/** Who hears of which outcomes, and what they make of them. */
export interface NewsListener {
  wants: (entry: OutboxNews) => boolean;
  take: (news: OutboxNews[]) => void;
}

function toastNews(news: OutboxNews[]): void {
  tellDelivered(news.filter((entry) => entry.outcome === 'delivered').map((entry) => entry.kind));
  for (const entry of news.filter((entry) => entry.outcome === 'refused')) {
    const { title, message } = refusedMessage(entry.kind);
    showToast('error', message, title);
  }
}

/**
 * The site's pages toast every kind but event leads: a booth's visitor has long gone, so
 * their news is left for the booth's staff strip (event mode sets its own listener).
 */
const siteNews: NewsListener = { wants: (entry) => entry.kind !== 'event', take: toastNews };
let newsListener = siteNews;

/** While set, news goes to `listener` instead of the site's toasts; null restores them. */
export function listenToOutboxNews(listener: NewsListener | null): void {
  newsListener = listener ?? siteNews;
  void tellNews();
}

/**
 * Tells what became of queued leads nobody has heard of yet: delivered by any replay,
 * here, in another tab or by the worker (also before this page opened), or refused. Only
 * a visible page claims the news, and each entry goes to one page.
 */
async function tellNews(): Promise<void> {
  if (document.visibilityState !== 'visible') return;
  const listener = newsListener;
  const { claimOutboxNews } = await import('@/shared/outbox/outbox-storage');
  const news = await claimOutboxNews(listener.wants).catch(() => []);
  if (news.length > 0) listener.take(news);
}

/** The outbox changed somewhere: follow it, and tell what there is to tell. */
function onStoreChange(): void {
  void refreshOutbox();
  void tellNews();
}

/** Sends what is queued: through the worker when it controls the page, else right here. */
export async function flushOutbox(force: boolean): Promise<void> {
  const worker = navigator.serviceWorker?.controller;
  if (worker) {
    worker.postMessage({ type: 'FLUSH_OUTBOX', force } satisfies WorkerMessage);
    return;
  }
  const [{ replayOutbox }, { backendConfig }] = await Promise.all([
    import('@/shared/outbox/replay'),
    import('@/shared/backend-config'),
  ]);
  await replayOutbox({ backend: backendConfig }, { force });
  onStoreChange();
}

/** Re-reads the outbox into the store and plans the next automatic retry. */
export async function refreshOutbox(): Promise<void> {
  await useOutboxStore.getState().refresh();
  scheduleRetry();
}

/** After a lead was queued: ask for a sync when back online, and for durable storage. */
export function requestReplayLater(): void {
  void navigator.storage?.persist?.();
  void navigator.serviceWorker?.ready
    .then((registration) => {
      const sync = (registration as { sync?: { register: (tag: string) => Promise<void> } }).sync;
      return sync?.register(outboxSyncTag);
    })
    .catch(() => undefined);
}

/** Offers the waiting worker; on the visitor's go-ahead it takes over and the page reloads. */
function offerUpdate(workbox: Workbox): void {
  useUpdateStore.getState().offer(() => {
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  });
}

/**
 * Registers the worker and watches for a new version. A worker that installs while
 * another controls the page is an update (the very first install is not): it waits until
 * the visitor accepts it, even if it was found on an earlier visit.
 */
async function registerWorker(): Promise<void> {
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => offerUpdate(workbox));
  // Another tab accepted the update and the new worker took over here too: nothing waits
  // any more, so this tab's Reload just reloads (still never over a half-filled form).
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const update = useUpdateStore.getState();
    if (update.waiting) update.offer(() => window.location.reload());
  });
  await workbox.register();
}

let started = false;
let retryTimer: number | undefined;

/**
 * While online and something still waits, plan the next automatic attempt for when its
 * backoff ends, and never later than a minute from now: a replay that met a transient
 * failure, or a worker stopped in the middle of one, is never left without a retry. A
 * little jitter keeps many tabs and devices from retrying in step.
 */
function scheduleRetry(): void {
  window.clearTimeout(retryTimer);
  const waiting = useOutboxStore.getState().items.filter((item) => item.state === 'pending');
  if (waiting.length === 0 || !navigator.onLine) return;
  const due = Math.min(...waiting.map((item) => item.nextAttemptAt));
  const jitter = 1 + Math.random() * 0.2;
  const delay = Math.min(Math.max(1000, due - Date.now()) * jitter, maxRetryDelayMs);
  retryTimer = window.setTimeout(() => void flushIfWaiting(false), delay);
}

/** Re-reads the outbox and, if anything waits, sends it; the replay code loads only then. */
async function flushIfWaiting(force: boolean): Promise<void> {
  await refreshOutbox();
  if (useOutboxStore.getState().items.some((item) => item.state === 'pending')) {
    await flushOutbox(force);
  }
}

export function startOutboxBridge(): void {
  if (started) return;
  started = true;
  navigator.serviceWorker?.addEventListener('message', (event) => {
    const message = parseWorkerMessage(event.data);
    if (message?.type === 'OUTBOX_CHANGED') onStoreChange();
  });
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    // Without a worker the site still works online, and this page replays the outbox itself.
    registerWorker().catch((error: unknown) => logger.warn('service worker not registered', error));
  }
  // Another tab queued, or the worker delivered: every tab's count follows the store.
  onOutboxChange(onStoreChange);
  window.addEventListener('online', () => void flushIfWaiting(true));
  // A page back in the foreground may have slept through its timers.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    void tellNews();
    void flushIfWaiting(false);
  });
  void tellNews();
  void flushIfWaiting(false);
}
