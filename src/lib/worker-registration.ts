/*
 * Registers the service worker and offers its updates. Without a worker (dev server, old
 * browser) the site still works online, and the page replays the outbox itself.
 */
import { Workbox } from 'workbox-window';
import { logger } from '@/lib/logger';
import { useUpdateStore } from '@/stores/update-store';

/** Offers the waiting worker; on the visitor's go-ahead it takes over and the page reloads. */
function offerUpdate(workbox: Workbox): void {
  useUpdateStore.getState().offer(() => {
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  });
}

let registered = false;

/**
 * Registers the worker and watches for a new version. A worker that installs while
 * another controls the page is an update (the very first install is not): it waits until
 * the visitor accepts it, even if it was found on an earlier visit.
 */
export function registerWorker(): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => offerUpdate(workbox));
  // Another tab accepted the update and the new worker took over here too: nothing waits
  // any more, so this tab's Reload just reloads (still never over a half-filled form).
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const update = useUpdateStore.getState();
    if (update.waiting) update.offer(() => window.location.reload());
  });
  workbox.register().catch((error: unknown) => logger.warn('service worker not registered', error));
}
