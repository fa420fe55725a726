/*
 * The page's one bridge to the service worker: registers it, offers updates, asks it to
 * replay the outbox (on load, on 'online', on 'Send now') and turns its delivery news
 * into the spec's toasts. Without a worker (dev server, old browser) the page replays.
 */
import { Workbox } from 'workbox-window';
import { deliveredMessage, refusedMessage } from '@/lib/lead-messages';
import { logger } from '@/lib/logger';
import { showToast } from '@/lib/toast';
import type { LeadKind } from '@/shared/outbox/lead-kinds';
import { onOutboxChange } from '@/shared/outbox/outbox-changes';
import { maxRetryDelayMs } from '@/shared/outbox/outbox-item';
import { outboxSyncTag, parseWorkerMessage, type WorkerMessage } from '@/shared/worker-messages';
import { useOutboxStore } from '@/stores/outbox-store';
import { useUpdateStore } from '@/stores/update-store';

/** Leads this page is delivering itself; their toast comes from the form, not from here. */
const deliveringHere = new Set<string>();

export function markDeliveringHere(id: string, delivering: boolean): void {
  if (delivering) deliveringHere.add(id);
  else deliveringHere.delete(id);
}

/** Deliveries that arrive within this window share one toast. */
const announceWindowMs = 300;
let unannounced: LeadKind[] = [];

function announceDelivery(id: string, kind: LeadKind): void {
  if (deliveringHere.has(id)) return;
  unannounced.push(kind);
  if (unannounced.length > 1) return;
  window.setTimeout(() => {
    const { title, message } = deliveredMessage(unannounced);
    unannounced = [];
    showToast('success', message, title);
  }, announceWindowMs);
}

function announceRefusal(kind: LeadKind): void {
  const { title, message } = refusedMessage(kind);
  showToast('error', message, title);
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
  const report = await replayOutbox({ backend: backendConfig }, { force });
  report.delivered.forEach((item) => announceDelivery(item.id, item.kind));
  report.failed.forEach((item) => announceRefusal(item.kind));
  await refreshOutbox();
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
    if (message?.type === 'LEAD_DELIVERED') announceDelivery(message.id, message.kind);
    if (message?.type === 'LEAD_REFUSED') announceRefusal(message.kind);
    if (message?.type === 'LEAD_DELIVERED' || message?.type === 'OUTBOX_CHANGED')
      void refreshOutbox();
  });
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    // Without a worker the site still works online, and this page replays the outbox itself.
    registerWorker().catch((error: unknown) => logger.warn('service worker not registered', error));
  }
  // Another tab queued, or the worker delivered: every tab's count follows the store.
  onOutboxChange(() => void refreshOutbox());
  window.addEventListener('online', () => void flushIfWaiting(true));
  // A page back in the foreground may have slept through its timers.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void flushIfWaiting(false);
  });
  void flushIfWaiting(false);
}
