import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageQuietMark, whenPageQuiet } from '@/lib/when-page-quiet';

type IdleCallback = (deadline: IdleDeadline) => void;

/** A stand-in for requestIdleCallback whose idle periods the test hands out one by one. */
function fakeIdleCallbacks() {
  const pending: { callback: IdleCallback; timeout?: number }[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleCallback, options?: IdleRequestOptions) => {
    pending.push({ callback, timeout: options?.timeout });
    return pending.length;
  });
  return {
    pending,
    grant(idleMs: number, didTimeout = false) {
      const next = pending.shift();
      if (!next) throw new Error('nothing is waiting for an idle period');
      next.callback({ didTimeout, timeRemaining: () => idleMs });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenPageQuiet', () => {
  it('waits through short idle periods and runs in the first long one, marking it', () => {
    performance.clearMarks(pageQuietMark);
    const idle = fakeIdleCallbacks();
    const task = vi.fn();
    whenPageQuiet(task);
    idle.grant(8);
    idle.grant(15);
    expect(task).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(pageQuietMark)).toHaveLength(0);
    idle.grant(49);
    expect(task).toHaveBeenCalledTimes(1);
    expect(performance.getEntriesByName(pageQuietMark)).toHaveLength(1);
    expect(idle.pending).toEqual([]);
  });

  it('runs anyway once the longest wait is over', () => {
    const idle = fakeIdleCallbacks();
    const task = vi.fn();
    whenPageQuiet(task, 3000);
    expect(idle.pending[0]?.timeout).toBeLessThanOrEqual(3000);
    idle.grant(0, true);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where idle callbacks do not exist', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenPageQuiet(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
