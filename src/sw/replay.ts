/*
 * Replay of the outbox from the service worker. What it delivers or sees refused is kept
 * as news in the outbox for a page to tell; every open page hears that a replay ended.
 * Runs in the service worker; the locks in replayOutbox keep each lead exclusive.
 */
import { backendConfig } from '@/shared/backend-config';
import { replayOutbox, type ReplayReport } from '@/shared/outbox/replay';
import type { WorkerMessage } from '@/shared/worker-messages';
import type { WorkerScope } from '@/sw/sw-types';

async function broadcast(scope: WorkerScope, message: WorkerMessage): Promise<void> {
  const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

export async function replayAndAnnounce(
  scope: WorkerScope,
  { force }: { force: boolean },
): Promise<ReplayReport> {
  const report = await replayOutbox({ backend: backendConfig }, { force });
  await broadcast(scope, { type: 'OUTBOX_CHANGED' });
  return report;
}
