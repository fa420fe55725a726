import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLoadAfterPaint } from '@/hooks/use-load-after-paint';

describe('useLoadAfterPaint', () => {
  it('starts the import only after the next paint, never inside the render that wants it', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    try {
      const load = vi.fn(() => Promise.resolve());
      const { result, rerender } = renderHook(({ wanted }) => useLoadAfterPaint(load, wanted), {
        initialProps: { wanted: false },
      });
      rerender({ wanted: true });
      expect(load).not.toHaveBeenCalled();
      expect(result.current).toBe(false);

      // The animation frame (the paint), then the task after it.
      act(() => {
        vi.advanceTimersToNextFrame();
      });
      expect(load).not.toHaveBeenCalled();
      act(() => {
        vi.runOnlyPendingTimers();
      });
      expect(load).toHaveBeenCalledTimes(1);
      expect(result.current).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
