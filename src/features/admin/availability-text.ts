/*
 * The availability editor's words and checks, pure so each is unit-tested: weekday names,
 * times as the inputs show them, the zones an admin picks from, and what is wrong with a
 * typed window or setting before it goes to the database (which checks the same again).
 */
import type { HostHours, HostOverride } from '@/features/admin/availability-api';
import { knownTimeZones, timeZoneLabel } from '@/lib/time-zone-names';

/** ISO weekdays: 1 is Monday. */
export const weekdays = [
  { value: 1, name: 'Monday' },
  { value: 2, name: 'Tuesday' },
  { value: 3, name: 'Wednesday' },
  { value: 4, name: 'Thursday' },
  { value: 5, name: 'Friday' },
  { value: 6, name: 'Saturday' },
  { value: 7, name: 'Sunday' },
] as const;

/** "09:00:00" (Postgres) or "09:00" (an input) as the input shows it: "09:00". */
export const shortTime = (time: string) => time.slice(0, 5);

/** "09:00–12:00, 13:00–17:00": a day's windows in order. */
export function windowsText(windows: readonly Pick<HostHours, 'start_time' | 'end_time'>[]) {
  return windows.map((one) => `${shortTime(one.start_time)}–${shortTime(one.end_time)}`).join(', ');
}

/** "Day off", or the date's own windows. */
export function overrideText(rows: readonly HostOverride[]): string {
  const windows = rows.filter(
    (row): row is HostOverride & { start_time: string; end_time: string } =>
      row.start_time !== null && row.end_time !== null,
  );
  return windows.length ? windowsText(windows) : 'Day off';
}

export const availabilityMessages = {
  window: 'The end must come after the start',
  time: 'Enter a time',
  date: 'Choose a date',
  whole: 'Enter a whole number',
  name: 'Enter a name',
  zone: 'Choose a time zone',
} as const;

/** What is wrong with a window typed as two "HH:MM" values; null when it is fine. */
export function windowProblem(start: string, end: string): string | null {
  if (!/^\d{2}:\d{2}$/.test(start) || !/^\d{2}:\d{2}$/.test(end)) return availabilityMessages.time;
  return start < end ? null : availabilityMessages.window;
}

/** A typed whole number, or null. */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * Every zone the browser knows, by its canonical name and the name people read ("India
 * Standard Time (Asia/Kolkata)"), with `current` kept even if the list lacks it.
 */
export function timeZoneChoices(current: string): { value: string; label: string }[] {
  const known = knownTimeZones();
  const zones = current && !known.includes(current) ? [current, ...known] : known;
  return zones.map((zone) => ({ value: zone, label: timeZoneLabel(zone) }));
}
