import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { OfflineNotice } from '@/components/offline-notice';
import { bookingPageCopy as copy } from '@/content/booking-page';
import type { TimeRequest } from '@/features/booking/booking-api';
import { BookingDetails } from '@/features/booking/booking-details';
import { CancelBooking } from '@/features/booking/cancel-booking';
import { PickTimeForm } from '@/features/booking/pick-time-form';
import { useBookingLink } from '@/features/booking/use-booking-link';
import { useBookingOpener } from '@/hooks/use-booking-opener';

type Step = 'none' | 'cancel' | 'pick';

/**
 * /booking#<token>, where every mail about a booking leads: the booking's time in its own
 * zone and its status, and the visitor may cancel it (its time is free again at once) or
 * pick another free time, booked at once, or ask for one, with no
 * account. A cancelled booking stays cancelled: the page offers a new booking instead. A
 * missing, wrong or expired token shows nothing of any booking.
 */
export function BookingPage() {
  const { token, load, online, retry, cancel, requestTime, pickTime } = useBookingLink();
  const [step, setStep] = useState<Step>('none');
  const [notice, setNotice] = useState<string | null>(null);
  // Another mailed link opened in this tab starts afresh.
  const [shownToken, setShownToken] = useState(token);
  if (token !== shownToken) {
    setShownToken(token);
    setStep('none');
    setNotice(null);
  }
  const opener = useBookingOpener();
  const noticeRef = useRef<HTMLDivElement>(null);

  // The button that was pressed is gone: the focus goes to what happened.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const done = (message: string) => {
    setStep('none');
    setNotice(message);
  };
  const onCancel = async () => {
    await cancel();
    done(copy.cancelled);
  };
  const onRequest = async (request: TimeRequest) => {
    await requestTime(request);
    done(copy.requested);
  };
  const onPick = async (slots: string[]) => {
    await pickTime(slots);
    done(copy.picked);
  };
  const begin = (next: Step) => {
    setNotice(null);
    setStep(next);
  };

  let body;
  if (load.state === 'reading' || load.state === 'loading') {
    body = <Text role="status">{copy.loading}</Text>;
  } else if (load.state === 'offline') {
    body = <OfflineNotice>{copy.offline}</OfflineNotice>;
  } else if (load.state === 'invalid') {
    body = (
      <Alert color="red" title={copy.invalidLink}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{copy.invalidHelp}</Text>
          <Button {...opener}>Schedule Consultation</Button>
        </Stack>
      </Alert>
    );
  } else if (load.state === 'failed') {
    body = (
      <Alert color="red" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{copy.loadFailed + load.reason}</Text>
          <Button variant="default" onClick={retry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    const { status } = load.booking;
    const open = status === 'pending' || status === 'confirmed';
    body = (
      <Stack gap="md">
        {!online && <OfflineNotice>{copy.offline}</OfflineNotice>}
        {notice && (
          <Alert ref={noticeRef} tabIndex={-1} color="teal" role="status">
            {notice}
          </Alert>
        )}
        <Paper withBorder p="lg" radius="md">
          <BookingDetails booking={load.booking} />
        </Paper>
        {step === 'cancel' && (
          <CancelBooking onCancel={onCancel} onKeep={() => setStep('none')} disabled={!online} />
        )}
        {step === 'pick' && (
          <PickTimeForm
            onPick={onPick}
            onRequest={onRequest}
            onBack={() => setStep('none')}
            disabled={!online}
          />
        )}
        {status === 'cancelled' && (
          <Stack gap="sm" align="flex-start">
            <Text>{copy.cancelledBooking}</Text>
            <Button {...opener}>{copy.bookAgain}</Button>
          </Stack>
        )}
        {step === 'none' && open && (
          <Group gap="sm">
            <Button disabled={!online} onClick={() => begin('pick')}>
              Pick another time
            </Button>
            <Button
              variant="default"
              color="red"
              disabled={!online}
              onClick={() => begin('cancel')}
            >
              Cancel booking
            </Button>
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="lg">
        {copy.title}
      </Title>
      {body}
    </Container>
  );
}
