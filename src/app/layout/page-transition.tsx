import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { timings } from '@/shared/limits';
import classes from '@/app/layout/page-transition.module.css';

/** Never cover longer than this, even if the new page's code never arrives. */
const maxCoverMs = 10_000;

/**
 * The path an in-app link click is about to open, if the router took that click. Compared
 * with the path on screen: the router has already pushed the new URL by now.
 */
function pathClickedTo(event: MouseEvent, shownPath: string): string | null {
  if (!event.defaultPrevented || !(event.target instanceof Element)) return null;
  const link = event.target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  return link.pathname === shownPath ? null : link.pathname;
}

/**
 * Covers the page for 400 ms on every path change, then lands at the top of the new page.
 * The cover starts on the click itself: the router changes the path only once the new
 * page's code has loaded, which on a slow connection is a visible wait after the click.
 */
export function PageTransition() {
  const { pathname } = useLocation();
  // The path being covered for, or null when idle.
  const [coveringFor, setCoveringFor] = useState<string | null>(null);
  const shownPath = useRef(pathname);
  const shownAt = useRef(0);

  // Bubble phase, after the router's link handler has decided to handle the click.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const path = pathClickedTo(event, shownPath.current);
      if (path !== null) setCoveringFor(path);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // A redirect, a back button or a path the click did not announce.
    setCoveringFor(pathname);
  }, [pathname]);

  // The 400 ms are timed from the commit that shows the overlay: what the visitor sees.
  useLayoutEffect(() => {
    if (coveringFor !== null) shownAt.current = performance.now();
  }, [coveringFor]);

  useEffect(() => {
    if (coveringFor === null) return;
    const uncover = () => {
      setCoveringFor(null);
      window.scrollTo(0, 0);
    };
    const arrived = coveringFor === pathname;
    const elapsed = performance.now() - shownAt.current;
    const timer = window.setTimeout(
      uncover,
      arrived ? Math.max(0, timings.pageTransitionMs - elapsed) : maxCoverMs,
    );
    return () => window.clearTimeout(timer);
  }, [coveringFor, pathname]);

  return (
    <div
      className={classes.overlay}
      data-covering={coveringFor !== null}
      data-testid="page-transition"
      aria-hidden="true"
    />
  );
}
