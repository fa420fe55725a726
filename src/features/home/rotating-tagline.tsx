import { Text } from '@mantine/core';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { useRotatingIndex } from '@/hooks/use-rotating-index';
import classes from '@/features/home/home.module.css';

interface RotatingTaglineProps {
  taglines: readonly string[];
}

/** Shows one tagline at a time, the next every few seconds; still under reduced motion. */
export function RotatingTagline({ taglines }: RotatingTaglineProps) {
  const reducedMotion = usePrefersReducedMotion();
  const index = useRotatingIndex(taglines.length, { paused: reducedMotion });
  const tagline = taglines[index];

  return (
    <Text
      className={classes.tagline}
      fz={{ base: 22, sm: 28 }}
      fw={700}
      c="indigo.8"
      aria-live="polite"
    >
      <span key={tagline} className={classes.taglineText}>
        {tagline}
      </span>
    </Text>
  );
}
