import { useEffect, useState } from 'react';
import {
  capturedToday,
  lastDeliveredAt,
  onEventLogChange,
  type CapturedLead,
} from '@/shared/outbox/event-log';
import type { OutboxItem } from '@/shared/outbox/outbox-item';
import { isBoothKind } from '@/shared/outbox/outbox-kinds';
import { useOutboxStore } from '@/outbox/outbox-store';

export interface BoothStats {
  today: CapturedLead[];
  lastDelivery: number | null;
  pending: OutboxItem[];
  failed: OutboxItem[];
}

const noLog = { today: [], lastDelivery: null };

/**
 * What the staff strip reports, while `active`: the device's log for today's count and
 * the last delivery, and the outbox for what still waits or was refused, leads and
 * ratings alike (both are the booth's work still on this device).
 */
export function useBoothStats(active: boolean): BoothStats {
  const items = useOutboxStore((state) => state.items);
  const [log, setLog] = useState<Pick<BoothStats, 'today' | 'lastDelivery'>>(noLog);

  useEffect(() => {
    if (!active) return;
    let current = true;
    const load = () =>
      void Promise.all([capturedToday(), lastDeliveredAt()]).then(
        ([today, lastDelivery]) => current && setLog({ today, lastDelivery }),
        () => undefined,
      );
    load();
    const unsubscribe = onEventLogChange(load);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [active, items]);

  const events = items.filter((item) => isBoothKind(item.kind));
  return {
    ...log,
    pending: events.filter((item) => item.state === 'pending'),
    failed: events.filter((item) => item.state === 'failed'),
  };
}
