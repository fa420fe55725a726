import { useEffect, useMemo, useState } from 'react';
import { fetchHostCalendar, type HostCalendar } from '@/features/admin/availability-api';
import { anyHost, hostChoices, type HostChoice } from '@/features/admin/host-choices';

const dayMs = 86_400_000;

/**
 * The host select's options for the time the admin is choosing, free hosts first. The hosts'
 * bookings are read once per day the chosen time moves to, not on every keystroke.
 */
export function useHostChoices(
  at: Date | null,
  minutes: number,
  bookingId: string,
): { choices: HostChoice[]; failure: string | null } {
  // With no time chosen yet, the hosts are read for the day the form opened.
  const [opened] = useState(() => Date.now());
  const day = Math.floor((at?.getTime() ?? opened) / dayMs);
  const [calendar, setCalendar] = useState<HostCalendar | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    fetchHostCalendar(new Date(day * dayMs + dayMs / 2)).then(
      (read) => {
        if (!current) return;
        setCalendar(read);
        setFailure(null);
      },
      (error: unknown) =>
        current && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [day]);
  const time = at?.getTime();
  const choices = useMemo(
    () =>
      calendar
        ? hostChoices(calendar.hosts, calendar.bookings, {
            at: time === undefined ? null : new Date(time),
            minutes,
            bufferMinutes: calendar.bufferMinutes,
            bookingId,
          })
        : [anyHost],
    [calendar, time, minutes, bookingId],
  );
  return { choices, failure };
}
