import { Button, Group, Modal, Text, Title } from '@mantine/core';
import { useState } from 'react';
import classes from '@/features/event/event.module.css';
import { EventLeadForm } from '@/features/event/event-lead-form';
import { deviceId, type EventSetup } from '@/features/event/event-setup';
import { PinPrompt } from '@/features/event/pin-prompt';
import { RateLeadForm } from '@/features/event/rate-lead-form';
import { StaffStrip } from '@/features/event/staff-strip';
import { ThankYouScreen } from '@/features/event/thank-you-screen';
import { useIdleReset } from '@/features/event/use-idle-reset';
import { useRatingOffer } from '@/features/event/use-rating-offer';
import { timings } from '@/shared/limits';

interface EventKioskProps {
  setup: EventSetup;
  onChangeEvent: () => void;
  onLeave: () => void;
}

/**
 * The booth screen: the visitor's form filling the screen, the event's name small at the
 * top, and a discreet way in for staff. Every visitor gets a freshly mounted form.
 */
export function EventKiosk({ setup, onChangeEvent, onLeave }: EventKioskProps) {
  const [device] = useState(deviceId);
  const [visitor, setVisitor] = useState(0);
  const [thanking, setThanking] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [staffOpen, setStaffOpen] = useState(false);
  const ratings = useRatingOffer();
  // Staff who walk away from the strip or a rating must not leave it to the next visitor.
  useIdleReset({
    active: staffOpen || asking || ratings.rating !== null,
    idleMs: timings.eventIdleResetMs,
    warnMs: timings.eventIdleWarningMs,
    onReset: () => {
      setStaffOpen(false);
      setAsking(false);
      ratings.endRating();
    },
  });

  const nextVisitor = () => {
    setThanking(null);
    setVisitor((count) => count + 1);
  };

  return (
    <div className={classes.kiosk}>
      <main className={classes.kioskMain}>
        <div className={classes.bar}>
          <Text size="sm" c="gray.7" truncate>
            {setup.eventName}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {ratings.offer && (
              <Button variant="light" size="md" onClick={ratings.startRating}>
                Rate this lead
              </Button>
            )}
            <Button variant="subtle" color="gray" size="md" onClick={() => setAsking(true)}>
              Staff
            </Button>
          </Group>
        </div>
        <div className={classes.stage}>
          {thanking === null ? (
            <>
              <Title order={1} size="h2" mb="md">
                Leave your details and we&apos;ll be in touch
              </Title>
              <EventLeadForm
                key={visitor}
                setup={setup}
                deviceId={device}
                onCaptured={(lead, id) => {
                  setThanking(lead.full_name);
                  ratings.offerRating({ id, name: lead.full_name });
                }}
                onIdleReset={nextVisitor}
              />
            </>
          ) : (
            <ThankYouScreen name={thanking} onNext={nextVisitor} />
          )}
        </div>
      </main>
      <Modal
        opened={ratings.rating !== null}
        onClose={ratings.endRating}
        title="Rate this lead"
        size="lg"
        closeOnClickOutside={false}
        closeButtonProps={{ 'aria-label': 'Close the rating' }}
      >
        {ratings.rating && (
          <RateLeadForm lead={ratings.rating} setup={setup} onDone={ratings.endRating} />
        )}
      </Modal>
      <PinPrompt
        opened={asking}
        title="Staff"
        confirmLabel="Open"
        setup={setup}
        onClose={() => setAsking(false)}
        onUnlocked={() => {
          setAsking(false);
          setStaffOpen(true);
        }}
      />
      <StaffStrip
        opened={staffOpen}
        setup={setup}
        deviceId={device}
        onClose={() => setStaffOpen(false)}
        onChangeEvent={onChangeEvent}
        onLeave={onLeave}
      />
    </div>
  );
}
