import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRotatingIndex } from '@/hooks/use-rotating-index';
import { timings } from '@/shared/limits';
import { advance, fakeClockInEachTest } from './fake-clock';

fakeClockInEachTest();

describe('useRotatingIndex', () => {
  it('advances every 3000 ms and wraps after the third item', () => {
    const { result } = renderHook(() => useRotatingIndex(3));
    expect(result.current).toBe(0);

    advance(timings.taglineRotationMs - 1);
    expect(result.current).toBe(0);
    advance(1);
    expect(result.current).toBe(1);

    advance(timings.taglineRotationMs);
    expect(result.current).toBe(2);
    advance(timings.taglineRotationMs);
    expect(result.current).toBe(0);
    advance(timings.taglineRotationMs);
    expect(result.current).toBe(1);
  });

  it('stays on the first item while paused', () => {
    const { result } = renderHook(() => useRotatingIndex(3, { paused: true }));
    advance(timings.taglineRotationMs * 5);
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops rotating on unmount', () => {
    const { unmount } = renderHook(() => useRotatingIndex(3));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
