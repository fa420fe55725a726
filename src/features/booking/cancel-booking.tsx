import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { bookingPageCopy } from '@/content/booking-page';

interface CancelBookingProps {
  /** Cancels; rejects with the reason when the server could not. */
  onCancel: () => Promise<void>;
  onKeep: () => void;
  disabled: boolean;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The confirm step before a booking is cancelled: nothing happens on a single tap. */
export function CancelBooking({ onCancel, onKeep, disabled }: CancelBookingProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);

  // The question takes the focus that was on 'Cancel booking', on its safe answer.
  useEffect(() => keepRef.current?.focus(), []);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onCancel();
    } catch (error) {
      setFailure(reasonOf(error));
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fw={600}>{bookingPageCopy.cancelQuestion}</Text>
        {failure && (
          <Alert color="red" role="alert">
            {bookingPageCopy.cancelFailed + failure}
          </Alert>
        )}
        <Group gap="sm">
          <Button color="red" loading={busy} disabled={disabled} onClick={() => void confirm()}>
            Yes, cancel booking
          </Button>
          <Button ref={keepRef} variant="default" onClick={onKeep}>
            Keep booking
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
