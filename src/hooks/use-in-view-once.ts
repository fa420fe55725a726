import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

interface InViewOptions {
  /** Share of the element that must be visible, 0…1. */
  threshold: number;
  /** While false nothing is observed. */
  enabled?: boolean;
}

function subscribe(): () => void {
  return () => {};
}

/**
 * Becomes true the first time the element is at least `threshold` visible, then stays true.
 * The observer is created in an effect, so the hook is safe to render on the server.
 */
export function useInViewOnce<T extends Element>({
  threshold,
  enabled = true,
}: InViewOptions): { ref: RefObject<T | null>; inView: boolean } {
  const ref = useRef<T | null>(null);
  const [seen, setSeen] = useState(false);
  // Without IntersectionObserver nothing could ever reveal the element: treat it as visible.
  const unsupported = useSyncExternalStore(
    subscribe,
    () => typeof IntersectionObserver === 'undefined',
    () => false,
  );

  useEffect(() => {
    const element = ref.current;
    if (!enabled || seen || unsupported || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, seen, unsupported, threshold]);

  return { ref, inView: seen || unsupported };
}
