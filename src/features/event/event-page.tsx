import { useEffect, useState } from 'react';
import classes from '@/features/event/event.module.css';
import { EventKiosk } from '@/features/event/event-kiosk';
import { recordDeliveries } from '@/features/event/event-log';
import { clearEventSetup, useEventSetup } from '@/features/event/event-setup';
import { EventSetupForm } from '@/features/event/event-setup-form';
import { useWakeLock } from '@/features/event/use-wake-lock';
import { startOutboxBridge, takeOutboxNews } from '@/lib/outbox-bridge';
import type { OutboxNews } from '@/shared/outbox/outbox-news';

/** Deliveries the worker or a replay made: the strip's 'last delivery' comes from them. */
function recordNews(news: OutboxNews[]): void {
  const deliveries = news.filter(
    (entry) => entry.kind === 'event' && entry.outcome === 'delivered',
  );
  if (deliveries.length > 0) void recordDeliveries(deliveries).catch(() => undefined);
}

/**
 * /event: the booth's lead capture. Outside the site's layout (no header, no footer, no
 * links out); set up once by staff, then a kiosk for visitors until staff leave it with the
 * PIN. The outbox's news goes to the staff strip here, never into toasts.
 */
export function EventPage() {
  const setup = useEventSetup();
  const [changing, setChanging] = useState(false);
  useWakeLock(Boolean(setup));

  useEffect(() => {
    takeOutboxNews(recordNews);
    startOutboxBridge();
    return () => takeOutboxNews(null);
  }, []);

  // Before hydration nobody knows the set-up: the prerendered page is an empty screen.
  if (setup === undefined) return <div className={classes.setup} />;
  if (setup === null || changing) {
    return (
      <EventSetupForm
        current={setup}
        onCancel={setup ? () => setChanging(false) : undefined}
        onSaved={() => setChanging(false)}
      />
    );
  }
  return (
    <EventKiosk
      setup={setup}
      onChangeEvent={() => setChanging(true)}
      onLeave={() => {
        clearEventSetup();
        // A full load of the home page: nothing of the booth stays in memory.
        window.location.assign('/');
      }}
    />
  );
}
