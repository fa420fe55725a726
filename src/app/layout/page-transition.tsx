import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { timings } from '@/shared/limits';
import classes from '@/app/layout/page-transition.module.css';

/** Covers the page for 400 ms on every path change, then lands at the top of the new page. */
export function PageTransition() {
  const { pathname } = useLocation();
  const [covering, setCovering] = useState(false);
  const previousPath = useRef(pathname);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    setCovering(true);
    const timer = window.setTimeout(() => {
      setCovering(false);
      window.scrollTo(0, 0);
    }, timings.pageTransitionMs);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return (
    <div
      className={classes.overlay}
      data-covering={covering}
      data-testid="page-transition"
      aria-hidden="true"
    />
  );
}
