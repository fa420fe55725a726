import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  cancelBooking,
  fetchBooking,
  pickBookingTime,
  requestBookingTime,
  tokenOfHash,
  type BookingView,
  type TimeRequest,
} from '@/features/booking/booking-api';
import { useIsClient } from '@/hooks/use-is-client';
import { useOnline } from '@/hooks/use-online';
import { logger } from '@/lib/logger';

export type BookingLoad =
  /** Prerendered, or hydrating: the fragment is not read yet. */
  | { state: 'reading' }
  | { state: 'offline' }
  | { state: 'loading' }
  /** No token, a malformed one, or one the database refused (wrong or expired). */
  | { state: 'invalid' }
  | { state: 'failed'; reason: string }
  | { state: 'ready'; booking: BookingView };

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The fragment, followed when another mailed link opens in this tab. */
const useHash = () =>
  useSyncExternalStore(
    subscribe,
    () => location.hash,
    () => '',
  );

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The booking a mailed link (/booking#<token>) opens, read once the page runs and is
 * online, and what the visitor may do to it. An action's answer replaces the booking;
 * a token refused meanwhile turns the page to 'invalid'; a failure is thrown to the form.
 */
export function useBookingLink() {
  const isClient = useIsClient();
  const online = useOnline();
  const token = tokenOfHash(useHash());
  // What the server last said, for which token: any other token is still loading.
  const [answer, setAnswer] = useState<{
    token: string;
    booking: BookingView | null;
    reason: string | null;
  } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token || !online) return;
    let current = true;
    fetchBooking(token).then(
      (booking) => current && setAnswer({ token, booking, reason: null }),
      (error: unknown) => {
        logger.error('booking could not be loaded', error);
        if (current) setAnswer({ token, booking: null, reason: reasonOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [token, online, attempt]);

  const retry = useCallback(() => {
    setAnswer(null);
    setAttempt((before) => before + 1);
  }, []);

  const load: BookingLoad = !isClient
    ? { state: 'reading' }
    : !token
      ? { state: 'invalid' }
      : answer?.token === token && answer.reason === null
        ? answer.booking
          ? { state: 'ready', booking: answer.booking }
          : { state: 'invalid' }
        : !online
          ? { state: 'offline' }
          : answer?.token === token && answer.reason !== null
            ? { state: 'failed', reason: answer.reason }
            : { state: 'loading' };

  const act = useCallback(
    async (action: (token: string) => Promise<BookingView | null>) => {
      if (!token) return;
      const booking = await action(token);
      setAnswer({ token, booking, reason: null });
    },
    [token],
  );

  const cancel = useCallback(() => act(cancelBooking), [act]);
  const requestTime = useCallback(
    (request: TimeRequest) => act((token) => requestBookingTime(token, request)),
    [act],
  );

  const pickTime = useCallback(
    (slots: string[]) => act((token) => pickBookingTime(token, slots)),
    [act],
  );

  return { token, load, online, retry, cancel, requestTime, pickTime };
}
