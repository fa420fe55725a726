import { describe, expect, it } from 'vitest';
import { addDays, dateIn, mondayOf, timeIn, weekDays } from '@/features/admin/week';

describe("the week view's week, on the admin's clock", () => {
  it('starts on the Monday of the zone’s date, not of UTC’s', () => {
    // Sunday 23:30 in UTC is already Monday in Kolkata.
    const lateSunday = new Date('2026-11-29T23:30:00Z');
    expect(mondayOf(lateSunday, 'UTC')).toBe('2026-11-23');
    expect(mondayOf(lateSunday, 'Asia/Kolkata')).toBe('2026-11-30');
    expect(addDays('2026-11-30', -7)).toBe('2026-11-23');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });

  it('has a 25-hour Sunday when the clocks go back', () => {
    const days = weekDays('2026-10-19', 'Europe/Berlin');
    expect(days.map((day) => day.label)).toEqual([
      'Mon 19 Oct',
      'Tue 20 Oct',
      'Wed 21 Oct',
      'Thu 22 Oct',
      'Fri 23 Oct',
      'Sat 24 Oct',
      'Sun 25 Oct',
    ]);
    expect(days[0]?.from.toISOString()).toBe('2026-10-18T22:00:00.000Z');
    const sunday = days[6];
    expect(sunday?.from.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(sunday?.to.toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('places an instant on its day and time in the zone', () => {
    const at = new Date('2026-12-05T18:00:00Z');
    expect([dateIn(at, 'America/Los_Angeles'), timeIn(at, 'America/Los_Angeles')]).toEqual([
      '2026-12-05',
      '10:00',
    ]);
    expect([dateIn(at, 'Asia/Kolkata'), timeIn(at, 'Asia/Kolkata')]).toEqual([
      '2026-12-05',
      '23:30',
    ]);
  });
});
