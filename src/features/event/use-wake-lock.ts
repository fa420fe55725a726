import { useEffect } from 'react';

// A lock that is already gone, or a refusal, is nothing the booth can act on.
function releaseQuietly(lock: WakeLockSentinel) {
  lock.release().catch(() => undefined);
}

/**
 * Keeps the booth screen from dimming while `active`, where the browser has the Screen
 * Wake Lock API. The browser drops the lock whenever the page is hidden, so it is asked
 * for again each time the page comes back. Never throws: a refusal (battery saver, a
 * permissions policy) only means the screen may dim.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    // Absent in older browsers and outside secure contexts, despite the DOM typings.
    const wakeLock: WakeLock | undefined = navigator.wakeLock;
    if (!active || !wakeLock) return;
    let lock: WakeLockSentinel | null = null;
    let pending = false;
    let stopped = false;

    const request = () => {
      if (stopped || pending || (lock && !lock.released)) return;
      if (document.visibilityState !== 'visible') return;
      pending = true;
      // The async wrapper turns a synchronous throw into a rejection like any refusal.
      const granted = (async () => wakeLock.request('screen'))();
      granted.then(
        (sentinel) => {
          pending = false;
          // Unmounted while the request was in flight: nobody else will release it.
          if (stopped) releaseQuietly(sentinel);
          else lock = sentinel;
        },
        () => {
          pending = false;
        },
      );
    };

    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') request();
    };

    request();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      if (lock && !lock.released) releaseQuietly(lock);
      lock = null;
    };
  }, [active]);
}
