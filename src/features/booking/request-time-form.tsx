import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { bookingPageCopy } from '@/content/booking-page';
import type { TimeRequest } from '@/features/booking/booking-api';
import {
  lastRequestableDay,
  requestTimeErrors,
  type RequestTimeErrors,
} from '@/features/booking/request-time-rules';
import { timeZoneLabel } from '@/lib/time-zone-names';
import { browserTimeZone, localInputValue } from '@/lib/zoned-time';

interface RequestTimeFormProps {
  /** Sends the new wish; rejects with the reason when the server refused it. */
  onRequest: (request: TimeRequest) => Promise<void>;
  onBack: () => void;
  disabled: boolean;
  /** The zone the visitor chose beside the free times; this device's by default. */
  timeZone?: string;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Another date and time on this device's clock, in its zone, which the form names. */
export function RequestTimeForm({
  onRequest,
  onBack,
  disabled,
  timeZone: chosenZone,
}: RequestTimeFormProps) {
  const [deviceZone] = useState(() => browserTimeZone() ?? 'UTC');
  const timeZone = chosenZone ?? deviceZone;
  const [today] = useState(() => localInputValue(new Date(), timeZone).slice(0, 10));
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<RequestTimeErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = requestTimeErrors({ date, time }, today);
    setErrors(found);
    setFailure(null);
    if (found.date || found.time) return;
    setBusy(true);
    try {
      await onRequest({ date, time, timeZone });
    } catch (error) {
      setFailure(reasonOf(error));
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Request another time">
        <Stack gap="sm">
          <Text>{bookingPageCopy.requestIntro}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              type="date"
              label="Date"
              min={today}
              max={lastRequestableDay(today)}
              withAsterisk
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
              error={errors.date}
            />
            <TextInput
              type="time"
              label="Time"
              description={`Time zone: ${timeZoneLabel(timeZone)}`}
              withAsterisk
              value={time}
              onChange={(event) => setTime(event.currentTarget.value)}
              error={errors.time}
            />
          </SimpleGrid>
          {failure && (
            <Alert color="red" role="alert">
              {bookingPageCopy.requestFailed + failure}
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={busy} disabled={disabled}>
              Send request
            </Button>
            <Button variant="default" onClick={onBack}>
              Back
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
