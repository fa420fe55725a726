import { act, fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useIdleReset } from '@/features/event/use-idle-reset';
import { timings } from '@/shared/limits';
import { advance, fakeClockInEachTest } from './fake-clock';

const idleMs = timings.eventIdleResetMs;
const warnMs = timings.eventIdleWarningMs;
const warningStart = idleMs - warnMs;

fakeClockInEachTest();

function renderIdleReset(active = true) {
  const onReset = vi.fn();
  const hook = renderHook(
    (props: { active: boolean; onReset: () => void }) =>
      useIdleReset({ active: props.active, idleMs, warnMs, onReset: props.onReset }),
    { initialProps: { active, onReset } },
  );
  return { ...hook, onReset };
}

describe('useIdleReset', () => {
  it('resets after exactly the idle time, counting down through the last seconds', () => {
    const { result, onReset } = renderIdleReset();
    expect(result.current.secondsLeft).toBeNull();

    advance(warningStart - 1);
    expect(result.current.secondsLeft).toBeNull();
    advance(1);
    expect(result.current.secondsLeft).toBe(10);

    advance(5000);
    expect(result.current.secondsLeft).toBe(5);
    advance(3999);
    expect(result.current.secondsLeft).toBe(2);
    advance(1);
    expect(result.current.secondsLeft).toBe(1);
    expect(onReset).not.toHaveBeenCalled();
    // One timer at a time, never a busy loop.
    expect(vi.getTimerCount()).toBe(1);

    advance(999);
    expect(onReset).not.toHaveBeenCalled();
    advance(1);
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(result.current.secondsLeft).toBeNull();
  });

  it('restarts the full idle time when the visitor touches the page during the countdown', () => {
    const { result, onReset } = renderIdleReset();
    advance(55_000);
    expect(result.current.secondsLeft).toBe(5);

    act(() => {
      fireEvent.pointerDown(document.body);
    });
    expect(result.current.secondsLeft).toBeNull();

    advance(warningStart - 1);
    expect(result.current.secondsLeft).toBeNull();
    advance(1);
    expect(result.current.secondsLeft).toBe(10);
    advance(warnMs - 1);
    expect(onReset).not.toHaveBeenCalled();
    advance(1);
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('hears input that a component stops from bubbling', () => {
    const { result } = renderIdleReset();
    const field = document.createElement('input');
    field.addEventListener('keydown', (event) => event.stopPropagation());
    document.body.append(field);
    advance(55_000);

    act(() => {
      fireEvent.keyDown(field, { key: 'a' });
    });
    expect(result.current.secondsLeft).toBeNull();
    field.remove();
  });

  it('moves the deadline on input before the countdown too', () => {
    const { result, onReset } = renderIdleReset();
    advance(30_000);
    act(() => {
      fireEvent.keyDown(document.body, { key: 'a' });
    });

    advance(idleMs - 30_000);
    expect(onReset).not.toHaveBeenCalled();
    expect(result.current.secondsLeft).toBeNull();
    advance(warningStart - (idleMs - 30_000));
    expect(result.current.secondsLeft).toBe(10);
    advance(warnMs);
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('never resets while inactive', () => {
    const { result, onReset } = renderIdleReset(false);
    advance(idleMs * 3);
    expect(onReset).not.toHaveBeenCalled();
    expect(result.current.secondsLeft).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops the timers and hides the countdown when it turns inactive', () => {
    const { result, rerender, onReset } = renderIdleReset();
    advance(55_000);
    expect(result.current.secondsLeft).toBe(5);

    rerender({ active: false, onReset });
    expect(result.current.secondsLeft).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    advance(idleMs);
    expect(onReset).not.toHaveBeenCalled();
  });

  it('keeps counting when the callback changes identity, and calls the newest one', () => {
    const { rerender, onReset } = renderIdleReset();
    advance(30_000);
    const next = vi.fn();
    rerender({ active: true, onReset: next });

    advance(idleMs - 30_000);
    expect(onReset).not.toHaveBeenCalled();
    expect(next).toHaveBeenCalledTimes(1);
  });
});
