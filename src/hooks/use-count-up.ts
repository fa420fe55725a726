import { useEffect, useState } from 'react';
import { timings } from '@/shared/limits';

interface CountUpOptions {
  target: number;
  /** Counting starts when this turns true; turn it on once. */
  running: boolean;
  /** Total time from 0 to the target. */
  durationMs?: number;
  steps?: number;
  /** Skip the animation and return the target. */
  reducedMotion?: boolean;
}

/**
 * The current value of a counter that goes from 0 to `target` in `steps` equal steps
 * over `durationMs`, once `running` is true. Ends exactly on the target.
 */
export function useCountUp({
  target,
  running,
  durationMs = timings.counterSteps * timings.counterStepMs,
  steps = timings.counterSteps,
  reducedMotion = false,
}: CountUpOptions): number {
  const [step, setStep] = useState(0);
  const animate = running && !reducedMotion;

  useEffect(() => {
    if (!animate) return;
    let current = 0;
    const timer = setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= steps) clearInterval(timer);
    }, durationMs / steps);
    return () => clearInterval(timer);
  }, [animate, durationMs, steps]);

  if (reducedMotion || step >= steps) return target;
  return (target * step) / steps;
}
