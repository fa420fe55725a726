/*
 * Wall-clock times in named IANA zones, for bookings: how an instant reads in a zone, and
 * which instant a wall-clock time in a zone means. Runs in the page; call it only on the
 * client (the zone is the browser's), never while prerendering. Intl alone: the browser
 * already carries the zone rules, and a zone library would ship its own copy of them.
 */
import { canonicalTimeZone, timeZoneLabel } from '@/lib/time-zone-names';
import { timeZonePattern } from '@/shared/leads/lead-field';

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it. */
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'shortOffset',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

type Parts = Record<Intl.DateTimeFormatPartTypes, string>;

function partsOf(instant: Date, timeZone: string): Parts {
  return Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  ) as Parts;
}

/** Whether the browser knows the zone (it throws on any name it does not). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (!timeZonePattern.test(timeZone)) return false;
  try {
    partsFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The browser's zone by its canonical name, e.g. Asia/Kolkata; null if it has none usable. */
export function browserTimeZone(): string | null {
  try {
    const { timeZone } = new Intl.DateTimeFormat().resolvedOptions();
    return timeZone && isKnownTimeZone(timeZone) ? canonicalTimeZone(timeZone) : null;
  } catch {
    return null;
  }
}

/** "Tue 1 Dec 2026, 10:00" on a wall clock in that zone. */
export function wallClock(instant: Date, timeZone: string): string {
  const part = partsOf(instant, timeZone);
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}`;
}

/** "Tue 1 Dec 2026, 10:00 Asia/Kolkata (GMT+5:30)": the time, the zone and its offset then. */
export function zonedClock(instant: Date, timeZone: string): string {
  // ICU releases write UTC's offset as GMT or GMT+0; one spelling everywhere.
  const offset = partsOf(instant, timeZone).timeZoneName.replace(/^GMT\+0$/, 'GMT');
  return `${wallClock(instant, timeZone)} ${canonicalTimeZone(timeZone)} (${offset})`;
}

/** "Tue 1 Dec 2026, 10:00 India Standard Time (Asia/Kolkata)", as the visitor's pages say it. */
export function namedClock(instant: Date, timeZone: string): string {
  return `${wallClock(instant, timeZone)} ${timeZoneLabel(timeZone, instant)}`;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** How far the zone's wall clock is ahead of UTC at that instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const part = partsOf(new Date(instant), timeZone);
  const asUtc = Date.UTC(
    Number(part.year),
    monthNumber(part.month) - 1,
    Number(part.day),
    Number(part.hour),
    Number(part.minute),
    Number(part.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthNumber = (short: string) => months.indexOf(short.slice(0, 3)) + 1;

/** The value a datetime-local input shows for the instant in that zone: 2026-12-01T10:00. */
export function localInputValue(instant: Date, timeZone: string): string {
  const part = partsOf(instant, timeZone);
  const month = pad(monthNumber(part.month));
  return `${pad(Number(part.year), 4)}-${month}-${pad(Number(part.day))}T${part.hour}:${part.minute}`;
}

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a datetime-local value means in that zone; null if it is no such value.
 * Across a daylight-saving change it reads as browsers' Date and Temporal ('compatible')
 * do: a time the clocks skip is moved forward by the gap, a time they repeat is the first.
 */
export function instantOfLocalInput(value: string, timeZone: string): Date | null {
  const match = localPattern.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second);
  const check = new Date(asUtc);
  if (check.getUTCDate() !== day || check.getUTCHours() !== hour) return null;
  // The offsets a day either side: any change of offset near this time lies between them.
  const before = offsetAt(asUtc - 86_400_000, timeZone);
  const after = offsetAt(asUtc + 86_400_000, timeZone);
  const readsBack = (offset: number) => offsetAt(asUtc - offset, timeZone) === offset;
  const fits = [before, after].filter(readsBack).map((offset) => asUtc - offset);
  // Two fits: the clocks show this time twice, take the first. None: it is skipped.
  return new Date(fits.length ? Math.min(...fits) : asUtc - before);
}
