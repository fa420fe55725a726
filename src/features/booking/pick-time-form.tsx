import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { bookingPageCopy } from '@/content/booking-page';
import { bookingOutcomeCopy, bookingTimesCopy } from '@/content/booking-times';
import type { TimeRequest } from '@/features/booking/booking-api';
import { BookingTimes, type TimesChoice } from '@/features/booking/booking-times';
import { RequestTimeForm } from '@/features/booking/request-time-form';
import { useFreeStarts } from '@/features/booking/use-free-starts';
import { browserTimeZone } from '@/lib/zoned-time';

interface PickTimeFormProps {
  /** Books the first pick still free; rejects with the reason when none is. */
  onPick: (slots: string[]) => Promise<void>;
  /** "None of these times work": the wish of a date and a time, as before. */
  onRequest: (request: TimeRequest) => Promise<void>;
  onBack: () => void;
  disabled: boolean;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const { title: takenTitle } = bookingOutcomeCopy.taken;

/**
 * The private page's "Pick another time": the dialog's free times, booked at once; a pick
 * taken meanwhile says so and shows fresh times. "None of these times work" asks for a
 * date and a time instead, as the page did before.
 */
export function PickTimeForm({ onPick, onRequest, onBack, disabled }: PickTimeFormProps) {
  const free = useFreeStarts();
  const [choice, setChoice] = useState<TimesChoice>(() => ({
    timeZone: browserTimeZone() ?? 'UTC',
    picked: [],
    none: false,
  }));
  const [failure, setFailure] = useState<string | null>(null);
  const [taken, setTaken] = useState(false);
  const [busy, setBusy] = useState(false);
  const wish = choice.none || (!free.loading && free.starts.length === 0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (choice.picked.length === 0) {
      setFailure(bookingTimesCopy.pickOrNone);
      return;
    }
    setBusy(true);
    try {
      await onPick(choice.picked);
    } catch (error) {
      const reason = reasonOf(error);
      setBusy(false);
      if (reason !== takenTitle) {
        setFailure(bookingPageCopy.requestFailed + reason);
        return;
      }
      setTaken(true);
      setChoice((before) => ({ ...before, picked: [] }));
      await free.reload();
    }
  };

  return (
    <Stack gap="sm">
      <Paper withBorder p="md" radius="md">
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Pick another time">
          <Stack gap="sm">
            {taken && (
              <Alert color="orange" role="alert" title={takenTitle}>
                {bookingTimesCopy.takenNote}
              </Alert>
            )}
            <BookingTimes
              free={free}
              choice={choice}
              onChange={(next) => {
                setChoice(next);
                setFailure(null);
              }}
              error={failure}
              disabled={busy}
            />
            {!wish && (
              <Group gap="sm">
                <Button type="submit" loading={busy} disabled={disabled}>
                  Book this time
                </Button>
                <Button variant="default" onClick={onBack}>
                  Back
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Paper>
      {wish && (
        <>
          <Text size="sm">{bookingTimesCopy.noneWork}:</Text>
          <RequestTimeForm
            onRequest={onRequest}
            onBack={onBack}
            disabled={disabled}
            timeZone={choice.timeZone}
          />
        </>
      )}
    </Stack>
  );
}
