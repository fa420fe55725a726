/*
 * Replay of the outbox from the service worker, and the news of each delivery to every
 * open page. Runs in the service worker; the lock in replayOutbox keeps it exclusive.
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
  for (const item of report.delivered) {
    await broadcast(scope, { type: 'LEAD_DELIVERED', id: item.id, kind: item.kind });
  }
  for (const item of report.failed) {
    await broadcast(scope, { type: 'LEAD_REFUSED', id: item.id, kind: item.kind });
  }
  await broadcast(scope, { type: 'OUTBOX_CHANGED' });
  return report;
}
