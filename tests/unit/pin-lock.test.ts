import { afterEach, describe, expect, it } from 'vitest';
import {
  clearWrongPins,
  pinLockedUntil,
  pinMessages,
  recordWrongPin,
} from '@/features/event/pin-lock';
import { pinLimits } from '@/shared/limits';

afterEach(() => localStorage.clear());

describe('the staff PIN’s limit', () => {
  it('locks for 5 minutes on the 5th wrong PIN in a row, kept in storage', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect([1, 2, 3, 4].map(() => recordWrongPin(now))).toEqual([4, 3, 2, 1]);
    expect(pinLockedUntil(now)).toBeNull();
    expect(recordWrongPin(now)).toBe(0);
    expect(pinLockedUntil(now + pinLimits.lockMs - 1)).toBe(now + 5 * 60_000);
    expect(localStorage.getItem('event-mode:pin-lock')).toContain(String(now + 5 * 60_000));
    // Once it runs out, the count starts afresh.
    expect(pinLockedUntil(now + pinLimits.lockMs)).toBeNull();
    expect(recordWrongPin(now + pinLimits.lockMs)).toBe(4);
  });

  it('a right PIN clears the count', () => {
    recordWrongPin();
    recordWrongPin();
    clearWrongPins();
    expect(recordWrongPin()).toBe(4);
  });

  it('says how many tries are left, and until when it is locked', () => {
    expect(pinMessages.wrong(1)).toBe(
      'Wrong PIN. 1 more wrong PIN locks the staff controls for 5 minutes.',
    );
    const until = Date.parse('2026-11-28T10:05:00Z');
    expect(pinMessages.locked(until, until - 5 * 60_000)).toMatch(
      /^Too many wrong PINs\. The staff controls are locked until .+ \(5 minutes\)\.$/,
    );
  });
});
