import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useBoothEnrolment } from '@/features/event/booth-enrolment';
import classes from '@/features/event/event.module.css';
import { EventKiosk } from '@/features/event/event-kiosk';
import { forgetDeliveredLeads, recordDeliveries } from '@/shared/outbox/event-log';
import { clearEventSetup, useEventSetup } from '@/features/event/event-setup';
import { EventSetupForm } from '@/features/event/event-setup-form';
import { useBoothHeartbeat } from '@/features/event/use-booth-heartbeat';
import { useWakeLock } from '@/features/event/use-wake-lock';
import { useOnline } from '@/hooks/use-online';
import { registerWorker } from '@/lib/worker-registration';
import type { NewsListener } from '@/outbox/news-listeners';
import { flushOutbox, listenToOutboxNews, startOutboxBridge } from '@/outbox/outbox-bridge';
import { useOutboxStore } from '@/outbox/outbox-store';
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

/**
 * Why a kiosk that was set up is asked for a code: once online when it was never enrolled;
 * at once when it learnt it was revoked, which also took the leads it had sent off it.
 */
export function enrolmentNotice(enrolment: BoothEnrolment | null, waiting: number): string {
  if (!enrolment?.refused) {
    return 'This device must be enrolled before it sends leads. Ask an admin for an enrolment code. Every lead on this device is kept and sent once it is enrolled.';
  }
  const kept =
    waiting === 0
      ? 'No lead is waiting to be sent.'
      : `${waiting === 1 ? '1 lead' : `${waiting} leads`} not yet sent ${waiting === 1 ? 'is' : 'are'} kept on this device and sent once it is enrolled again.`;
  return `This device's enrolment was revoked, so it cannot capture leads, and the leads it had sent were removed from it. Ask an admin for a new enrolment code. ${kept}`;
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
  const waiting = useOutboxStore(
    (state) =>
      state.items.filter((item) => item.kind === 'event' && item.state === 'pending').length,
  );
  const enrolled = Boolean(setup && enrolledFor(enrolment ?? undefined, setup.eventName));
  const revoked = enrolment?.refused === true;
  useWakeLock(Boolean(setup));
  useBoothHeartbeat(enrolled);

  // What a revoked device sent is on the server; it leaves the device at once.
  useEffect(() => {
    if (revoked) void forgetDeliveredLeads().catch(() => undefined);
  }, [revoked]);

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
  // A kiosk set up before devices were enrolled keeps capturing offline and is asked for a
  // code once online; one that learnt it was revoked stops capturing at once, offline too.
  // Their leads wait in the outbox meanwhile.
  const mustEnrol = setup !== null && enrolment !== undefined && (online || revoked) && !enrolled;
  if (setup === null || changing || mustEnrol) {
    return (
      <EventSetupForm
        current={setup}
        enrolment={enrolment}
        notice={mustEnrol && !changing ? enrolmentNotice(enrolment, waiting) : undefined}
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
