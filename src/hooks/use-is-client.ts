import { useSyncExternalStore } from 'react';

function subscribe(): () => void {
  return () => {};
}

/**
 * False on the server and during hydration, true afterwards (and on client-only renders).
 * Lets a component render the prerendered markup first and switch to browser-only output
 * without a hydration mismatch and without setting state in an effect.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
