/*
 * A week on the admin's clock, Monday to Sunday, for the bookings' week view: its days as
 * instants (a day is 23 or 25 hours when the zone's clocks change), and which day an
 * instant falls on. Pure: the zone and "now" are passed in.
 */
import { instantOfLocalInput, localInputValue, wallClock } from '@/lib/zoned-time';

const dayMs = 86_400_000;

/** YYYY-MM-DD plus some days, by the calendar (no clock is involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The date an instant falls on in a zone: "2026-12-01". */
export const dateIn = (instant: Date, timeZone: string) =>
  localInputValue(instant, timeZone).slice(0, 10);

/** "09:30" on the zone's clock. */
export const timeIn = (instant: Date, timeZone: string) =>
  localInputValue(instant, timeZone).slice(11, 16);

/** The Monday of the week `now` falls in, on the zone's calendar. */
export function mondayOf(now: Date, timeZone: string): string {
  const today = dateIn(now, timeZone);
  const isoWeekday = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
  return addDays(today, 1 - isoWeekday);
}

export interface WeekDay {
  date: string;
  /** "Mon 30 Nov" */
  label: string;
  from: Date;
  to: Date;
}

/** The seven days from that Monday, each from its midnight to the next, in the zone. */
export function weekDays(monday: string, timeZone: string): WeekDay[] {
  const midnight = (date: string) => instantOfLocalInput(`${date}T00:00`, timeZone) ?? new Date(0);
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDays(monday, index);
    const from = midnight(date);
    return {
      date,
      label: wallClock(from, timeZone).replace(/ \d{4}, .*$/, ''),
      from,
      to: midnight(addDays(date, 1)),
    };
  });
}
