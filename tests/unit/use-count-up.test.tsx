import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCountUp } from '@/hooks/use-count-up';
import { counterTargets, timings } from '@/shared/limits';
import { advance, fakeClockInEachTest } from './fake-clock';

fakeClockInEachTest();

describe('useCountUp', () => {
  it('stays at 0 until it runs', () => {
    const { result } = renderHook(() =>
      useCountUp({ target: counterTargets.projects, running: false }),
    );
    advance(5000);
    expect(result.current).toBe(0);
  });

  it('counts to 500 in 60 steps of about 33 ms, reaching it after about 2000 ms and not before', () => {
    const { result } = renderHook(() =>
      useCountUp({ target: counterTargets.projects, running: true }),
    );
    expect(result.current).toBe(0);

    advance(Math.ceil(timings.counterStepMs));
    expect(result.current).toBeCloseTo(counterTargets.projects / timings.counterSteps);

    advance(1000 - Math.ceil(timings.counterStepMs));
    expect(result.current).toBeGreaterThan(200);
    expect(result.current).toBeLessThan(counterTargets.projects);

    advance(900);
    expect(result.current).toBeLessThan(counterTargets.projects);

    advance(100);
    expect(result.current).toBe(counterTargets.projects);

    advance(5000);
    expect(result.current).toBe(counterTargets.projects);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes 60 steps over the 2000 ms case-study duration', () => {
    const { result } = renderHook(() =>
      useCountUp({ target: 45, running: true, durationMs: timings.caseStudyCounterMs }),
    );
    advance(timings.caseStudyCounterMs / 2);
    expect(result.current).toBeGreaterThan(20);
    expect(result.current).toBeLessThan(25);
    advance(timings.caseStudyCounterMs / 2 - 100);
    expect(result.current).toBeLessThan(45);
    advance(100);
    expect(result.current).toBe(45);
  });

  it('jumps to the target under reduced motion, with no timers', () => {
    const { result } = renderHook(() =>
      useCountUp({ target: counterTargets.satisfaction, running: true, reducedMotion: true }),
    );
    expect(result.current).toBe(counterTargets.satisfaction);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts only when running turns true', () => {
    const { result, rerender } = renderHook(
      ({ running }) => useCountUp({ target: counterTargets.countries, running }),
      { initialProps: { running: false } },
    );
    advance(3000);
    expect(result.current).toBe(0);
    rerender({ running: true });
    advance(2000);
    expect(result.current).toBe(counterTargets.countries);
  });

  it('stops its timer on unmount', () => {
    const { unmount } = renderHook(() =>
      useCountUp({ target: counterTargets.specialists, running: true }),
    );
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
