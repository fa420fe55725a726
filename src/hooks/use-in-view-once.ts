import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

interface InViewOptions {
  /** Share of the element that must be visible, 0…1. */
  threshold: number;
  /** While false nothing is observed. */
  enabled?: boolean;
}

/**
 * Where the element stands for the reader: not yet reported, still ahead (below or not
 * visible enough), seen (at least `threshold` visible once), or already passed: above the
 * viewport at the first report, because the reader scrolled on before the page's script
 * ran.
 */
export type ViewStage = 'unknown' | 'ahead' | 'seen' | 'passed';

function subscribe(): () => void {
  return () => {};
}

/**
 * Follows the element until it has been seen or passed, then stays there. The observer is
 * created in an effect, so the hook is safe to render on the server.
 */
export function useInViewOnce<T extends Element>({
  threshold,
  enabled = true,
}: InViewOptions): { ref: RefObject<T | null>; stage: ViewStage } {
  const ref = useRef<T | null>(null);
  const [stage, setStage] = useState<ViewStage>('unknown');
  // Without IntersectionObserver nothing could ever reveal the element: treat it as visible.
  const unsupported = useSyncExternalStore(
    subscribe,
    () => typeof IntersectionObserver === 'undefined',
    () => false,
  );
  const settled = stage === 'seen' || stage === 'passed';

  useEffect(() => {
    const element = ref.current;
    if (!enabled || settled || unsupported || !element) return;
    let firstReport = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const above = entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0);
        if (entry.isIntersecting && entry.intersectionRatio >= threshold) setStage('seen');
        else setStage(firstReport && above ? 'passed' : 'ahead');
        firstReport = false;
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, settled, unsupported, threshold]);

  return { ref, stage: unsupported ? 'seen' : stage };
}
