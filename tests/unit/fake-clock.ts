// A fake clock for the file's tests: timers are faked around each test, and advance() moves
// the clock inside act() so React applies the state the timers set.
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export function fakeClockInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

export function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
