/*
 * The staff PIN's attempt limit (pinLimits): wrong PINs in a row are counted on the device,
 * and the limit locks every PIN prompt until a time. Kept in localStorage beside the set-up,
 * so a reload, a restart or a second tab does not open the lock early.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { pinLimits } from '@/shared/limits';

interface PinLockState {
  wrongPins: number;
  /** Epoch ms the lock ends; null when not locked. */
  lockedUntil: number | null;
}

const pinLockKey = 'event-mode:pin-lock';
const changeEvent = 'event-mode:pin-lock-change';
const unlocked: PinLockState = { wrongPins: 0, lockedUntil: null };

function parse(raw: string | null): PinLockState {
  try {
    const value = JSON.parse(raw ?? 'null') as PinLockState | null;
    return value && typeof value.wrongPins === 'number' ? value : unlocked;
  } catch {
    return unlocked;
  }
}

/** The stored state; a lock that has run out starts the count afresh. */
function read(now: number): PinLockState {
  const state = parse(localStorage.getItem(pinLockKey));
  return state.lockedUntil !== null && state.lockedUntil <= now ? unlocked : state;
}

function write(state: PinLockState | null): void {
  if (state) localStorage.setItem(pinLockKey, JSON.stringify(state));
  else localStorage.removeItem(pinLockKey);
  window.dispatchEvent(new Event(changeEvent));
}

/** When the lock ends, or null when a PIN may be tried now. */
export function pinLockedUntil(now = Date.now()): number | null {
  return read(now).lockedUntil;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

/**
 * The lock's end while it holds, else null; follows every prompt and tab, and lifts itself
 * when the time comes (a lock that ran out during a reload lifts at once).
 */
export function usePinLockedUntil(): number | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(pinLockKey),
    () => null,
  );
  const { lockedUntil } = parse(raw);
  useEffect(() => {
    if (lockedUntil === null) return;
    const timer = setTimeout(() => write(null), Math.max(0, lockedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [lockedUntil]);
  return lockedUntil;
}

/** Counts a wrong PIN; returns the wrong PINs still allowed (0 once it locks). */
export function recordWrongPin(now = Date.now()): number {
  const wrongPins = read(now).wrongPins + 1;
  if (wrongPins >= pinLimits.maxWrongPins) {
    write({ wrongPins: 0, lockedUntil: now + pinLimits.lockMs });
    return 0;
  }
  write({ wrongPins, lockedUntil: null });
  return pinLimits.maxWrongPins - wrongPins;
}

export function clearWrongPins(): void {
  write(null);
}

const lockMinutes = pinLimits.lockMs / 60_000;
const minutes = (count: number) => `${count} ${count === 1 ? 'minute' : 'minutes'}`;

export const pinMessages = {
  wrong: (left: number) =>
    `Wrong PIN. ${left} more wrong ${left === 1 ? 'PIN locks' : 'PINs lock'} the staff controls for ${minutes(lockMinutes)}.`,
  locked: (until: number, now = Date.now()) => {
    const at = new Date(until).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
    const left = Math.max(1, Math.ceil((until - now) / 60_000));
    return `Too many wrong PINs. The staff controls are locked until ${at} (${minutes(left)}).`;
  },
};
