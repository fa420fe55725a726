// A booking's time as people read it: in the visitor's own zone, naming the zone, and in
// UTC beside it, so nobody has to do the arithmetic that causes no-shows.

const dayAndTime = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** The zone's long name at that instant, e.g. "India Standard Time". */
function zoneName(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'long' }).formatToParts(
    instant,
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** "Tuesday 1 December 2026 at 10:00", as the wall clock in that zone shows it. */
function wallClock(instant: Date, timeZone: string): string {
  const part = Object.fromEntries(
    dayAndTime(timeZone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  return `${part.weekday} ${part.day} ${part.month} ${part.year} at ${part.hour}:${part.minute}`;
}

/** "Tuesday 1 December 2026 at 10:00 (India Standard Time, Asia/Kolkata)". */
export function inZone(instant: Date, timeZone: string): string {
  return `${wallClock(instant, timeZone)} (${zoneName(instant, timeZone)}, ${timeZone})`;
}

/** "Tuesday 1 December 2026 at 04:30 UTC". */
export function inUtc(instant: Date): string {
  return `${wallClock(instant, 'UTC')} UTC`;
}

/** Both clocks, the visitor's first; UTC alone when the booking has no zone. */
export function bothClocks(instant: Date, timeZone: string | null): string {
  return timeZone ? `${inZone(instant, timeZone)}, which is ${inUtc(instant)}` : inUtc(instant);
}
