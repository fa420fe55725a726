import { Alert, Checkbox, Input, Stack, Text } from '@mantine/core';
import { bookingTimesCopy as copy } from '@/content/booking-times';
import { SlotPicker } from '@/features/booking/slot-picker';
import { TimeZoneSelect } from '@/features/booking/time-zone-select';
import type { FreeStarts } from '@/features/booking/use-free-starts';

export interface TimesChoice {
  timeZone: string;
  /** First choice first. */
  picked: string[];
  /** "None of these times work": the visitor states a wish instead. */
  none: boolean;
}

interface BookingTimesProps {
  free: FreeStarts;
  choice: TimesChoice;
  onChange: (choice: TimesChoice) => void;
  /** Their pick was just taken: these are fresh times. */
  taken?: boolean;
  error?: string | null;
  disabled?: boolean;
}

const ago = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "2 hours ago": how old the last free times seen are. */
export function timeAgo(since: number, now = Date.now()): string {
  const minutes = Math.round((since - now) / 60_000);
  if (Math.abs(minutes) < 60) return ago.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return ago.format(hours, 'hour');
  return ago.format(Math.round(hours / 24), 'day');
}

/**
 * The free times on the visitor's clock, in a zone they may change, with up to three picked
 * in order, or "None of these times work". Offline, the last ones seen and their age.
 */
export function BookingTimes({
  free,
  choice,
  onChange,
  taken,
  error,
  disabled,
}: BookingTimesProps) {
  const { timeZone, picked, none } = choice;
  const offerable = free.starts.length > 0;
  return (
    <Stack gap="xs">
      <TimeZoneSelect
        value={timeZone}
        onChange={(zone) => onChange({ ...choice, timeZone: zone })}
        disabled={disabled}
      />
      <Input.Wrapper
        label={copy.freeTimes}
        description={offerable && !none ? copy.freeTimesHelp : undefined}
        error={error}
      >
        <Stack gap="xs" mt={4}>
          {taken && (
            <Alert color="orange" role="status" p="xs">
              {copy.takenNote}
            </Alert>
          )}
          {free.seenAt !== null && offerable && (
            <Text size="sm" c="dimmed" role="status">
              {copy.asOf(timeAgo(free.seenAt))}
            </Text>
          )}
          {free.loading && !offerable && <Text size="sm">{copy.loading}</Text>}
          {!free.loading && !offerable && <Text size="sm">{copy.noFreeTimes}</Text>}
          {offerable && !none && (
            <SlotPicker
              starts={free.starts}
              timeZone={timeZone}
              picked={picked}
              onChange={(next) => onChange({ ...choice, picked: next })}
              disabled={disabled}
            />
          )}
          {offerable && (
            <Checkbox
              label={copy.noneWork}
              checked={none}
              disabled={disabled}
              onChange={(event) =>
                onChange({ ...choice, none: event.currentTarget.checked, picked: [] })
              }
            />
          )}
        </Stack>
      </Input.Wrapper>
    </Stack>
  );
}
