import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserTimeZone,
  instantOfLocalInput,
  isKnownTimeZone,
  localInputValue,
  wallClock,
  zonedClock,
} from '@/lib/zoned-time';

const at = (iso: string) => new Date(iso);

afterEach(() => vi.restoreAllMocks());

describe('an instant on a zone’s wall clock', () => {
  it('reads the same instant on each clock, naming the zone and its offset then', () => {
    const instant = at('2026-12-01T04:30:00Z');
    expect(zonedClock(instant, 'Asia/Kolkata')).toBe(
      'Tue 1 Dec 2026, 10:00 Asia/Kolkata (GMT+5:30)',
    );
    expect(zonedClock(instant, 'Europe/Berlin')).toBe(
      'Tue 1 Dec 2026, 05:30 Europe/Berlin (GMT+1)',
    );
    expect(zonedClock(instant, 'America/Los_Angeles')).toBe(
      'Mon 30 Nov 2026, 20:30 America/Los_Angeles (GMT-8)',
    );
    expect(zonedClock(instant, 'UTC')).toBe('Tue 1 Dec 2026, 04:30 UTC (GMT)');
  });

  it('follows daylight saving time: the offset and the clock change with the date', () => {
    expect(zonedClock(at('2026-07-01T17:00:00Z'), 'America/Los_Angeles')).toBe(
      'Wed 1 Jul 2026, 10:00 America/Los_Angeles (GMT-7)',
    );
    expect(wallClock(at('2026-03-29T00:59:00Z'), 'Europe/Berlin')).toBe('Sun 29 Mar 2026, 01:59');
    expect(wallClock(at('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe('Sun 29 Mar 2026, 03:00');
  });

  it('writes midnight as 00, never 24', () => {
    expect(wallClock(at('2026-12-01T23:00:00Z'), 'Europe/Berlin')).toBe('Wed 2 Dec 2026, 00:00');
  });
});

describe('a datetime-local value in a zone', () => {
  it('is what the input shows for an instant, and back again', () => {
    const instant = at('2026-12-01T04:30:00Z');
    expect(localInputValue(instant, 'Asia/Kolkata')).toBe('2026-12-01T10:00');
    expect(localInputValue(instant, 'America/Los_Angeles')).toBe('2026-11-30T20:30');
    expect(instantOfLocalInput('2026-12-01T10:00', 'Asia/Kolkata')).toEqual(instant);
    expect(instantOfLocalInput('2026-11-30T20:30', 'America/Los_Angeles')).toEqual(instant);
  });

  it('puts the same wall-clock time 13.5 hours apart in Kolkata and Los Angeles in winter', () => {
    const kolkata = instantOfLocalInput('2026-12-01T10:00', 'Asia/Kolkata');
    const losAngeles = instantOfLocalInput('2026-12-01T10:00', 'America/Los_Angeles');
    expect((losAngeles?.getTime() ?? 0) - (kolkata?.getTime() ?? 0)).toBe(13.5 * 3_600_000);
  });

  it('and 12.5 hours apart in summer, when Los Angeles keeps daylight time', () => {
    const kolkata = instantOfLocalInput('2026-07-01T10:00', 'Asia/Kolkata');
    const losAngeles = instantOfLocalInput('2026-07-01T10:00', 'America/Los_Angeles');
    expect((losAngeles?.getTime() ?? 0) - (kolkata?.getTime() ?? 0)).toBe(12.5 * 3_600_000);
  });

  it('moves a time the clocks skip forward by the gap, as Date does', () => {
    // Berlin skips 02:00-03:00 on 29 March 2026; Los Angeles 02:00-03:00 on 8 March.
    expect(instantOfLocalInput('2026-03-29T02:30', 'Europe/Berlin')).toEqual(
      at('2026-03-29T01:30:00Z'),
    );
    expect(instantOfLocalInput('2026-03-08T02:30', 'America/Los_Angeles')).toEqual(
      at('2026-03-08T10:30:00Z'),
    );
  });

  it('takes the first of a time the clocks show twice', () => {
    // Berlin shows 02:00-03:00 twice on 25 October 2026; Los Angeles 01:00-02:00 on 1 November.
    expect(instantOfLocalInput('2026-10-25T02:30', 'Europe/Berlin')).toEqual(
      at('2026-10-25T00:30:00Z'),
    );
    expect(instantOfLocalInput('2026-11-01T01:30', 'America/Los_Angeles')).toEqual(
      at('2026-11-01T08:30:00Z'),
    );
  });

  it('is null for anything but a real date and time', () => {
    for (const value of ['', '2026-12-01', '2026-02-30T10:00', '2026-12-01T25:00', 'soon'])
      expect(instantOfLocalInput(value, 'Europe/Berlin'), value).toBeNull();
  });
});

describe('the browser’s zone', () => {
  const reporting = (timeZone: string) => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone };
    });
  };

  it('is the zone Intl reports', () => {
    reporting('Asia/Kolkata');
    expect(browserTimeZone()).toBe('Asia/Kolkata');
  });

  it('is null when Intl reports none it can use', () => {
    reporting('Etc/Unknown');
    expect(browserTimeZone()).toBeNull();
    expect(isKnownTimeZone('Not/A_Zone')).toBe(false);
    expect(isKnownTimeZone('Europe/Berlin; drop table')).toBe(false);
  });
});
