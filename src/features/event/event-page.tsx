import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import classes from '@/features/event/event.module.css';
import { EventKiosk } from '@/features/event/event-kiosk';
import { recordDeliveries } from '@/features/event/event-log';
import { clearEventSetup, useEventSetup } from '@/features/event/event-setup';
import { EventSetupForm } from '@/features/event/event-setup-form';
import { useWakeLock } from '@/features/event/use-wake-lock';
import { registerWorker } from '@/lib/worker-registration';
import type { NewsListener } from '@/outbox/news-listeners';
import { listenToOutboxNews, startOutboxBridge } from '@/outbox/outbox-bridge';

/**
 * The booth hears only of event leads (other news waits for the site's pages) and tells
 * nobody: deliveries the worker or a replay made go into the device's log, for the strip's
 * 'last delivery'; refusals show on the strip from the outbox itself.
 */
const boothNews: NewsListener = {
  wants: (entry) => entry.kind === 'event',
  take: (news) => {
    const deliveries = news.filter((entry) => entry.outcome === 'delivered');
    if (deliveries.length > 0) void recordDeliveries(deliveries).catch(() => undefined);
  },
};

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
    listenToOutboxNews(boothNews);
    registerWorker();
    startOutboxBridge();
    return () => listenToOutboxNews(null);
  }, []);

  // The set-up lives on the device, so the prerendered page cannot know which screen to
  // show: it says it is opening rather than paint an empty screen.
  if (setup === undefined) {
    return (
      <main className={classes.setup}>
        <Text role="status" size="lg" c="gray.7">
          Opening event mode...
        </Text>
      </main>
    );
  }
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
