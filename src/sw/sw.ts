/*
 * The service worker's wiring: caching, update hand-over and outbox replay triggers.
 * Replay is triggered redundantly because Background Sync exists only in Chromium:
 * the sync event, every worker start, and FLUSH_OUTBOX messages from the page.
 */
import { clientsClaim } from 'workbox-core';
import { boothHeartbeatTag } from '@/shared/outbox/booth-heartbeat';
import { outboxSyncTag, parseWorkerMessage } from '@/shared/worker-messages';
import { dropEarlierBoothDecoders, keepBoothDecoderCurrent } from '@/sw/booth-decoder';
import { setUpCaching } from '@/sw/caching';
import { replayAndAnnounce } from '@/sw/replay';
import type { WorkerScope } from '@/sw/sw-types';

declare const self: WorkerScope;

// The build replaces self.__WB_MANIFEST with the list of files to precache.
setUpCaching(self.__WB_MANIFEST);
clientsClaim();
self.addEventListener('install', (event) => event.waitUntil(keepBoothDecoderCurrent()));
self.addEventListener('activate', (event) => event.waitUntil(dropEarlierBoothDecoders()));

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

// An installed booth's kiosk asks to be woken now and then: it reports to the fleet list
// even while closed, and sends what waited.
self.addEventListener('periodicsync', (event) => {
  if (event.tag !== boothHeartbeatTag) return;
  event.waitUntil(replayAndAnnounce(self, { force: false, alwaysReport: true }));
});

// A worker start (browser restart, update) is a chance to send what waited.
void replayAndAnnounce(self, { force: false });
