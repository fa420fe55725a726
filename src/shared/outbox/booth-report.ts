/*
 * The booth's fleet report while its kiosk is closed (the open kiosk reports for itself):
 * after a replay delivered the booth's leads, or the worker woke for Periodic Background
 * Sync, it records the deliveries in the device's log and sends the heartbeat; a revoked
 * device wipes what it sent. An ordinary visitor's replay never gets this far. Runs in the
 * service worker, and in a page that replays by itself because no worker controls it yet.
 */
import { backendConfig } from '@/shared/backend-config';
import { readBoothEnrolment } from '@/shared/outbox/booth-device';
import { readBoothHeartbeat, sendBoothHeartbeat } from '@/shared/outbox/booth-heartbeat';
import { forgetDeliveredLeads, recordDeliveries } from '@/shared/outbox/event-log';
import { isBoothKind } from '@/shared/outbox/outbox-kinds';
import type { ReplayReport } from '@/shared/outbox/replay';

/** The open windows by address: the worker's clients.matchAll, or a page's own. */
export type OpenWindows = () => Promise<readonly { url: string }[]>;

async function kioskOpen(windows: OpenWindows): Promise<boolean> {
  return (await windows()).some(
    (window) => new URL(window.url).pathname.replace(/\/+$/, '') === '/event',
  );
}

/**
 * After a replay with no kiosk open: reports when it delivered or saw refused the booth's
 * work, or, with `always` (the periodic wake-up), whenever the device is enrolled.
 */
export async function reportBoothReplay(
  windows: OpenWindows,
  replay: ReplayReport,
  { always }: { always: boolean },
): Promise<void> {
  const touched = [...replay.delivered, ...replay.failed].some((item) => isBoothKind(item.kind));
  if (!(always || touched) || (await kioskOpen(windows))) return;
  const at = Date.now();
  const deliveries = replay.delivered.filter((item) => item.kind === 'event');
  if (deliveries.length > 0) await recordDeliveries(deliveries.map(({ id }) => ({ id, at })));
  await reportBooth();
}

/** Sends this device's figures if it is enrolled; a revoked device forgets what it sent. */
async function reportBooth(): Promise<void> {
  const enrolment = await readBoothEnrolment();
  if (!enrolment) return;
  const outcome = enrolment.refused
    ? 'revoked'
    : await sendBoothHeartbeat(await readBoothHeartbeat(), backendConfig);
  if (outcome === 'revoked') await forgetDeliveredLeads();
}
