/*
 * Replay of the outbox from the service worker. What it delivers or sees refused is kept
 * as news in the outbox for a page to tell; every open page hears that a replay ended.
 * Runs in the service worker; the locks in replayOutbox keep each lead exclusive.
 */
import { backendConfig } from '@/shared/backend-config';
import { reportBoothReplay } from '@/shared/outbox/booth-report';
import { replayOutbox, type ReplayReport } from '@/shared/outbox/replay';
import type { WorkerMessage } from '@/shared/worker-messages';
import type { WorkerScope } from '@/sw/sw-types';

async function broadcast(scope: WorkerScope, message: WorkerMessage): Promise<void> {
  const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage(message);
}

/**
 * Afterwards a booth with no kiosk open reports to the fleet list: when the replay moved
 * its leads, or with `alwaysReport` (shared/outbox/booth-report.ts).
 */
export async function replayAndAnnounce(
  scope: WorkerScope,
  { force, alwaysReport = false }: { force: boolean; alwaysReport?: boolean },
): Promise<ReplayReport> {
  const report = await replayOutbox({ backend: backendConfig }, { force });
  await broadcast(scope, { type: 'OUTBOX_CHANGED' });
  await reportBoothReplay(() => scope.clients.matchAll({ type: 'window' }), report, {
    always: alwaysReport,
  }).catch(() => undefined);
  return report;
}
