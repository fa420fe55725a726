import { useEffect, useRef, useState } from 'react';

interface IdleResetOptions {
  /** Only a half-filled form is worth clearing; while false no timer runs. */
  active: boolean;
  idleMs: number;
  /** The last part of `idleMs`, counted down in whole seconds. */
  warnMs: number;
  onReset: () => void;
}

// Anything a visitor does at the booth; `input` covers autofill and on-screen keyboards.
const inputEvents = ['pointerdown', 'keydown', 'input', 'wheel', 'touchstart'] as const;
const listenerOptions = { capture: true, passive: true } as const;
const secondMs = 1000;

/**
 * Calls `onReset` once nobody has touched the page for `idleMs` while `active`, so the
 * next visitor never sees someone else's half-filled form. During the last `warnMs` it
 * returns the whole seconds left (10, 9, … 1) for a visible countdown, otherwise null.
 */
export function useIdleReset({ active, idleMs, warnMs, onReset }: IdleResetOptions): {
  secondsLeft: number | null;
} {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  // A parent's new callback identity must not restart the idle time.
  const onResetRef = useRef(onReset);
  useEffect(() => {
    onResetRef.current = onReset;
  });

  useEffect(() => {
    if (!active) return;
    let deadline = Date.now() + idleMs;
    let warning = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    // Reads the clock rather than counting ticks, so a late timer cannot stretch the wait.
    const tick = () => {
      const left = deadline - Date.now();
      if (left <= 0) {
        warning = false;
        setSecondsLeft(null);
        onResetRef.current();
        // Still active after the reset (the form was not cleared): wait a full period again.
        deadline = Date.now() + idleMs;
        timer = setTimeout(tick, idleMs - warnMs);
        return;
      }
      if (left > warnMs) {
        timer = setTimeout(tick, left - warnMs);
        return;
      }
      warning = true;
      const seconds = Math.ceil(left / secondMs);
      setSecondsLeft(seconds);
      timer = setTimeout(tick, left - (seconds - 1) * secondMs);
    };

    // Runs on every wheel notch and key: before the warning it only moves the deadline and
    // the pending timer reschedules itself when it fires.
    const onInput = () => {
      deadline = Date.now() + idleMs;
      if (!warning) return;
      warning = false;
      setSecondsLeft(null);
      clearTimeout(timer);
      tick();
    };

    timer = setTimeout(tick, idleMs - warnMs);
    for (const type of inputEvents) document.addEventListener(type, onInput, listenerOptions);
    return () => {
      clearTimeout(timer);
      for (const type of inputEvents) document.removeEventListener(type, onInput, listenerOptions);
      setSecondsLeft(null);
    };
  }, [active, idleMs, warnMs]);

  return { secondsLeft: active ? secondsLeft : null };
}
