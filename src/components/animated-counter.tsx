import { useCountUp } from '@/hooks/use-count-up';
import { useInViewOnce } from '@/hooks/use-in-view-once';
import { useIsClient } from '@/hooks/use-is-client';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { formatMetric, formatMetricAt } from '@/lib/metric';
import { timings } from '@/shared/limits';
import classes from '@/components/animated-counter.module.css';

export interface AnimatedCounterProps {
  value: number;
  prefix?: string;
  suffix?: string;
  decimals?: number;
  /** Time from 0 to `value`, in `timings.counterSteps` steps. */
  durationMs?: number;
  className?: string;
}

/**
 * Counts from 0 to `value` once, when half visible. The server and the hydrating render
 * show the final value, so readers without JavaScript never see 0; the reset to 0 happens
 * only in the browser, once the counter is known to be still ahead of the reader, and
 * never under reduced motion. A counter the reader scrolled past before the script ran
 * keeps its final value.
 */
export function AnimatedCounter({
  value,
  prefix = '',
  suffix = '',
  decimals = 0,
  durationMs = timings.counterSteps * timings.counterStepMs,
  className,
}: AnimatedCounterProps) {
  const isClient = useIsClient();
  const reducedMotion = usePrefersReducedMotion();
  const animate = isClient && !reducedMotion;
  const { ref, stage } = useInViewOnce<HTMLSpanElement>({
    threshold: timings.counterVisibilityThreshold,
    enabled: animate,
  });
  const current = useCountUp({
    target: value,
    running: animate && stage === 'seen',
    durationMs,
    reducedMotion: !animate || stage === 'unknown' || stage === 'passed',
  });
  const metric = { prefix, value, decimals, suffix };

  return (
    <span
      ref={ref}
      className={className ? `${classes.counter} ${className}` : classes.counter}
      data-final={formatMetric(metric)}
    >
      <span className={classes.value}>{formatMetricAt(metric, current)}</span>
    </span>
  );
}
