import { useEffect, useState } from 'react';

/**
 * The time, in ms, advanced every interval: what "waiting 26 h" and "next try at" are
 * judged against. Read once per tick rather than during render, so a render stays pure.
 */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
