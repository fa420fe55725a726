import { afterEach, describe, expect, it, vi } from 'vitest';
import { canonicalTimeZone, knownTimeZones, timeZoneLabel } from '@/lib/time-zone-names';
import { browserTimeZone, namedClock, zonedClock } from '@/lib/zoned-time';

const winter = new Date('2026-12-01T04:30:00.000Z');

describe('time-zone names', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names an old alias by its canonical name and its long name', () => {
    expect(timeZoneLabel('Asia/Calcutta', winter)).toBe('India Standard Time (Asia/Kolkata)');
    expect(timeZoneLabel('Asia/Kolkata', winter)).toBe('India Standard Time (Asia/Kolkata)');
    expect(timeZoneLabel('America/Los_Angeles', winter)).toBe('Pacific Time (America/Los_Angeles)');
    expect(timeZoneLabel('UTC', winter)).toBe('Coordinated Universal Time (UTC)');
  });

  it('maps the aliases browsers report to IANA names', () => {
    expect(
      [
        'Asia/Calcutta',
        'Asia/Katmandu',
        'Asia/Saigon',
        'Asia/Rangoon',
        'Europe/Kiev',
        'America/Buenos_Aires',
        'Atlantic/Faeroe',
        'Asia/Dacca',
        'Asia/Ulan_Bator',
        'Pacific/Ponape',
        'Pacific/Truk',
        'Etc/UTC',
        'Europe/Berlin',
      ].map(canonicalTimeZone),
    ).toEqual([
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Asia/Ho_Chi_Minh',
      'Asia/Yangon',
      'Europe/Kyiv',
      'America/Argentina/Buenos_Aires',
      'Atlantic/Faroe',
      'Asia/Dhaka',
      'Asia/Ulaanbaatar',
      'Pacific/Pohnpei',
      'Pacific/Chuuk',
      'UTC',
      'Europe/Berlin',
    ]);
  });

  it('lists every zone once, by its canonical name', () => {
    const zones = knownTimeZones();
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).toContain('Europe/Kyiv');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('gives the browser zone and the clocks the canonical name', () => {
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'Asia/Calcutta' };
    });
    expect(browserTimeZone()).toBe('Asia/Kolkata');
    expect(zonedClock(winter, 'Asia/Calcutta')).toBe(
      'Tue 1 Dec 2026, 10:00 Asia/Kolkata (GMT+5:30)',
    );
    expect(namedClock(winter, 'Asia/Calcutta')).toBe(
      'Tue 1 Dec 2026, 10:00 India Standard Time (Asia/Kolkata)',
    );
  });
});
