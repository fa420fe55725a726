import { useEffect } from 'react';
import { scheduleHeartbeats, type ChangeSource } from '@/features/event/booth-heartbeat-schedule';
import { backendConfig } from '@/shared/backend-config';
import { boothFleetLimits } from '@/shared/booth-fleet-limits';
import {
  boothHeartbeatTag,
  readBoothHeartbeat,
  sendBoothHeartbeat,
} from '@/shared/outbox/booth-heartbeat';
import { onEventLogChange } from '@/shared/outbox/event-log';
import { onOutboxChange } from '@/shared/outbox/outbox-changes';

/** A capture, a delivery or a refusal, in any context: the outbox or the device's log. */
const outboxOrLogChange: ChangeSource = (listener) => {
  const stopOutbox = onOutboxChange(listener);
  const stopLog = onEventLogChange(listener);
  return () => {
    stopOutbox();
    stopLog();
  };
};

interface PeriodicSyncManager {
  register(tag: string, options: { minInterval: number }): Promise<void>;
  unregister(tag: string): Promise<void>;
}

/** Periodic Background Sync, where the browser has it (Chromium, for an installed app). */
async function periodicSync(): Promise<PeriodicSyncManager | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const registration = await navigator.serviceWorker.ready;
  return (registration as { periodicSync?: PeriodicSyncManager }).periodicSync;
}

/**
 * Asks the browser to wake the worker now and then while this device is a kiosk, so it
 * reports with the kiosk closed (src/shared/outbox/booth-report.ts); returns the stop. Where the
 * browser refuses or lacks it, the worker still reports when it delivers the booth's leads.
 */
function askPeriodicReports(): () => void {
  void periodicSync()
    .then((sync) =>
      sync?.register(boothHeartbeatTag, { minInterval: boothFleetLimits.heartbeatIntervalMs }),
    )
    .catch(() => undefined);
  return () =>
    void periodicSync()
      .then((sync) => sync?.unregister(boothHeartbeatTag))
      .catch(() => undefined);
}

/**
 * While `active` (an open kiosk enrolled for its event), the device reports to the admin's
 * fleet list; a revoked device learns it from the answer. Leaving the kiosk (or its
 * enrolment) stops the worker's reports too; closing the page does not.
 */
export function useBoothHeartbeat(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    return askPeriodicReports();
  }, [active]);
  useEffect(() => {
    if (!active) return;
    return scheduleHeartbeats(
      readBoothHeartbeat,
      async (report) => (await sendBoothHeartbeat(report, backendConfig)) === 'sent',
      outboxOrLogChange,
      {
        intervalMs: boothFleetLimits.heartbeatIntervalMs,
        settleMs: boothFleetLimits.heartbeatSettleMs,
      },
    );
  }, [active]);
}
