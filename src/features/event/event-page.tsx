import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useBoothEnrolment } from '@/features/event/booth-enrolment';
import classes from '@/features/event/event.module.css';
import { EventKiosk } from '@/features/event/event-kiosk';
import { recordDeliveries } from '@/features/event/event-log';
import { clearEventSetup, useEventSetup } from '@/features/event/event-setup';
import { EventSetupForm } from '@/features/event/event-setup-form';
import { useWakeLock } from '@/features/event/use-wake-lock';
import { useOnline } from '@/hooks/use-online';
import { registerWorker } from '@/lib/worker-registration';
import type { NewsListener } from '@/outbox/news-listeners';
import { flushOutbox, listenToOutboxNews, startOutboxBridge } from '@/outbox/outbox-bridge';
import { enrolledFor, type BoothEnrolment } from '@/shared/outbox/booth-device';
import { isBoothKind } from '@/shared/outbox/outbox-kinds';

/**
 * The booth hears only of event leads and their ratings (other news waits for the site's
 * pages) and tells nobody: deliveries the worker or a replay made go into the device's log,
 * for the strip's 'last delivery'; refusals show on the strip from the outbox itself.
 */
const boothNews: NewsListener = {
  wants: (entry) => isBoothKind(entry.kind),
  take: (news) => {
    const deliveries = news.filter((entry) => entry.outcome === 'delivered');
    if (deliveries.length > 0) void recordDeliveries(deliveries).catch(() => undefined);
  },
};

/** Why a kiosk that was set up is asked for a code, once it is online. */
function enrolmentNotice(enrolment: BoothEnrolment | null): string {
  const kept = 'Every lead on this device is kept and sent once it is enrolled.';
  return enrolment?.refused
    ? `This device's enrolment was revoked. Ask an admin for a new enrolment code. ${kept}`
    : `This device must be enrolled before it sends leads. Ask an admin for an enrolment code. ${kept}`;
}

/**
 * /event: the booth's lead capture. Outside the site's layout (no header, no footer, no
 * links out); set up once by staff, then a kiosk for visitors until staff leave it with the
 * PIN. The outbox's news goes to the staff strip here, never into toasts.
 */
export function EventPage() {
  const setup = useEventSetup();
  const [changing, setChanging] = useState(false);
  const [enrolment, rereadEnrolment] = useBoothEnrolment();
  const online = useOnline();
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
  // A kiosk set up before devices were enrolled, or revoked since, keeps capturing offline
  // and is asked for a code once online; its leads wait in the outbox meanwhile.
  const mustEnrol =
    setup !== null &&
    enrolment !== undefined &&
    online &&
    !enrolledFor(enrolment ?? undefined, setup.eventName);
  if (setup === null || changing || mustEnrol) {
    return (
      <EventSetupForm
        current={setup}
        enrolment={enrolment}
        notice={mustEnrol && !changing ? enrolmentNotice(enrolment) : undefined}
        onEnrolled={async () => {
          await rereadEnrolment();
          // What waited for the enrolment goes now, not at the next backoff.
          void flushOutbox(true);
        }}
        onCancel={setup && !mustEnrol ? () => setChanging(false) : undefined}
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
