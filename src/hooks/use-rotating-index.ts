import { useEffect, useState } from 'react';
import { timings } from '@/shared/limits';

interface RotatingIndexOptions {
  intervalMs?: number;
  /** While paused the index stays where it is (e.g. under reduced motion). */
  paused?: boolean;
}

/** An index into a list of `length` items that advances every `intervalMs` and wraps. */
export function useRotatingIndex(
  length: number,
  { intervalMs = timings.taglineRotationMs, paused = false }: RotatingIndexOptions = {},
): number {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (paused || length < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % length), intervalMs);
    return () => clearInterval(timer);
  }, [length, intervalMs, paused]);

  return length > 0 ? index % length : 0;
}
