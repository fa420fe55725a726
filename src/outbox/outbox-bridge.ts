/*
 * The page's side of the outbox: asks the worker to replay it (on load, on 'online', on
 * 'Send now', when a retry is due), follows its changes into the store and hands the news
 * of deliveries and refusals to whoever listens. Without a worker the page replays.
 */
import { siteNewsToasts, type NewsListener } from '@/outbox/news-listeners';
import { onOutboxChange } from '@/shared/outbox/outbox-changes';
import { retryTimerMs } from '@/shared/outbox/retry-policy';
import { outboxSyncTag, parseWorkerMessage, type WorkerMessage } from '@/shared/worker-messages';
import { useOutboxStore } from '@/outbox/outbox-store';

let newsListener = siteNewsToasts;

/** While set, news goes to `listener` instead of the site's toasts; null restores them. */
export function listenToOutboxNews(listener: NewsListener | null): void {
  newsListener = listener ?? siteNewsToasts;
  void tellNews();
}

/** A replay that hangs on one lead holds the news of those it already sent this long at most. */
const replayNewsWaitMs = 4000;

/**
 * Tells what became of queued leads nobody has heard of yet: delivered by any replay,
 * here, in another tab or by the worker (also before this page opened), or refused. The
 * news is read once the replay under way has ended, so one replay is told at once however
 * slow its last lead (a résumé's upload). Only a visible page claims the news, and each
 * entry goes to one page.
 */
async function tellNews(): Promise<void> {
  if (document.visibilityState !== 'visible') return;
  const [{ claimOutboxNews }, { afterReplays }] = await Promise.all([
    import('@/shared/outbox/outbox-storage'),
    import('@/shared/outbox/outbox-lock'),
  ]);
  await afterReplays(replayNewsWaitMs);
  if (document.visibilityState !== 'visible') return;
  const listener = newsListener;
  const news = await claimOutboxNews(listener.wants).catch(() => []);
  if (news.length > 0) listener.take(news);
}

/** The outbox changed somewhere: follow it, and tell what there is to tell. */
function onStoreChange(): void {
  void refreshOutbox();
  void tellNews();
}

/**
 * Sends what is queued: through the worker when it controls the page, else right here. A
 * page replaying by itself (a booth's tablet on another page before its worker took over)
 * reports the booth's deliveries to the fleet list as the worker would.
 */
export async function flushOutbox(force: boolean): Promise<void> {
  const worker = navigator.serviceWorker?.controller;
  if (worker) {
    worker.postMessage({ type: 'FLUSH_OUTBOX', force } satisfies WorkerMessage);
    return;
  }
  const [{ replayOutbox }, { backendConfig }, { reportBoothReplay }] = await Promise.all([
    import('@/shared/outbox/replay'),
    import('@/shared/backend-config'),
    import('@/shared/outbox/booth-report'),
  ]);
  const report = await replayOutbox({ backend: backendConfig }, { force });
  const thisWindow = async () => [{ url: location.href }];
  await reportBoothReplay(thisWindow, report, { always: false }).catch(() => undefined);
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

let started = false;
let retryTimer: number | undefined;

/**
 * While online and something still waits, plan the next automatic attempt for when its
 * backoff ends, and never later than a minute from now: a replay that met a transient
 * failure, or a worker stopped in the middle of one, is never left without a retry.
 */
function scheduleRetry(): void {
  window.clearTimeout(retryTimer);
  const waiting = useOutboxStore.getState().items.filter((item) => item.state === 'pending');
  if (waiting.length === 0 || !navigator.onLine) return;
  const due = Math.min(...waiting.map((item) => item.nextAttemptAt));
  retryTimer = window.setTimeout(() => void flushIfWaiting(false), retryTimerMs(due, Date.now()));
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
