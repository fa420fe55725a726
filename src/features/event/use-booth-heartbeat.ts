import { useEffect } from 'react';
import { scheduleHeartbeats, type ChangeSource } from '@/features/event/booth-heartbeat-schedule';
import { lastDeliveredAt, onEventLogChange } from '@/features/event/event-log';
import { storagePersisted } from '@/features/event/storage-persistence';
import { backendConfig } from '@/shared/backend-config';
import { boothFleetLimits } from '@/shared/booth-fleet-limits';
import {
  boothHeartbeat,
  sendBoothHeartbeat,
  type BoothHeartbeat,
} from '@/shared/outbox/booth-heartbeat';
import { onOutboxChange } from '@/shared/outbox/outbox-changes';
import { listOutboxItems } from '@/shared/outbox/outbox-storage';

/** The figures of this moment: the outbox, the device's log and the browser's storage. */
async function readReport(): Promise<BoothHeartbeat> {
  const [items, lastDelivery, persisted] = await Promise.all([
    listOutboxItems(),
    lastDeliveredAt().catch(() => null),
    storagePersisted(),
  ]);
  return boothHeartbeat(items, lastDelivery, __APP_VERSION__, persisted);
}

/** A capture, a delivery or a refusal, in any context: the outbox or the device's log. */
const outboxOrLogChange: ChangeSource = (listener) => {
  const stopOutbox = onOutboxChange(listener);
  const stopLog = onEventLogChange(listener);
  return () => {
    stopOutbox();
    stopLog();
  };
};

/**
 * While `active` (an open kiosk enrolled for its event), the device reports to the admin's
 * fleet list; a revoked device learns it from the answer.
 */
export function useBoothHeartbeat(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    return scheduleHeartbeats(
      readReport,
      async (report) => (await sendBoothHeartbeat(report, backendConfig)) === 'sent',
      outboxOrLogChange,
      {
        intervalMs: boothFleetLimits.heartbeatIntervalMs,
        settleMs: boothFleetLimits.heartbeatSettleMs,
      },
    );
  }, [active]);
}
