/*
 * The service worker's wiring: caching, update hand-over and outbox replay triggers.
 * Replay is triggered redundantly because Background Sync exists only in Chromium:
 * the sync event, every worker start, and FLUSH_OUTBOX messages from the page.
 */
import { clientsClaim } from 'workbox-core';
import { outboxSyncTag, parseWorkerMessage } from '@/shared/worker-messages';
import { setUpCaching } from '@/sw/caching';
import { replayAndAnnounce } from '@/sw/replay';
import type { WorkerScope } from '@/sw/sw-types';

declare const self: WorkerScope;

// The build replaces self.__WB_MANIFEST with the list of files to precache.
setUpCaching(self.__WB_MANIFEST);
clientsClaim();

self.addEventListener('message', (event) => {
  const message = parseWorkerMessage(event.data);
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'FLUSH_OUTBOX') {
    event.waitUntil(replayAndAnnounce(self, { force: message.force }));
  }
});

// Chromium's Background Sync: a rejected promise asks the browser to retry later.
self.addEventListener('sync', (event) => {
  if (event.tag !== outboxSyncTag) return;
  event.waitUntil(
    replayAndAnnounce(self, { force: true }).then((report) => {
      if (report.pending > 0) throw new Error(`${report.pending} leads still queued`);
    }),
  );
});

// A worker start (browser restart, update) is a chance to send what waited.
void replayAndAnnounce(self, { force: false });
