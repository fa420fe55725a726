import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { timings } from '@/shared/limits';
import classes from '@/app/layout/page-transition.module.css';

/** Covers the page for 400 ms on every path change, then lands at the top of the new page. */
export function PageTransition() {
  const { pathname } = useLocation();
  // The path being covered for, or null when idle.
  const [coveringFor, setCoveringFor] = useState<string | null>(null);
  const previousPath = useRef(pathname);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    setCoveringFor(pathname);
  }, [pathname]);

  // Timed from the commit that shows the overlay, not from the path change: rendering the
  // new page can hold that commit back by tens of milliseconds, and the spec's 400 ms are
  // what the visitor sees. A path change meanwhile starts the 400 ms again.
  useEffect(() => {
    if (coveringFor === null) return;
    const timer = window.setTimeout(() => {
      setCoveringFor(null);
      window.scrollTo(0, 0);
    }, timings.pageTransitionMs);
    return () => window.clearTimeout(timer);
  }, [coveringFor]);

  return (
    <div
      className={classes.overlay}
      data-covering={coveringFor !== null}
      data-testid="page-transition"
      aria-hidden="true"
    />
  );
}
