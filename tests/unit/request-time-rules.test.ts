import { describe, expect, it } from 'vitest';
import { lastRequestableDay, requestTimeErrors } from '@/features/booking/request-time-rules';

describe('the rules of "Request another time"', () => {
  it('offers days up to the day before today next year', () => {
    expect(lastRequestableDay('2026-11-28')).toBe('2027-11-27');
    expect(lastRequestableDay('2027-01-01')).toBe('2027-12-31');
    expect(lastRequestableDay('2028-02-29')).toBe('2029-02-28');
  });

  it('asks for a date and a time, the date within the next year', () => {
    expect(requestTimeErrors({ date: '', time: '' }, '2026-11-28')).toEqual({
      date: 'Choose a date',
      time: 'Choose a time',
    });
    expect(requestTimeErrors({ date: '2027-11-27', time: '10:00' }, '2026-11-28')).toEqual({});
    expect(requestTimeErrors({ date: '2027-11-28', time: '10:00' }, '2026-11-28')).toEqual({
      date: 'Choose a date within the next year.',
    });
    expect(requestTimeErrors({ date: '9999-12-31', time: '10:00' }, '2026-11-28')).toEqual({
      date: 'Choose a date within the next year.',
    });
  });
});
