import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { onPopStateBeforeRouter } from '@/app/layout/popstate-before-router';
import { timings } from '@/shared/limits';
import classes from '@/app/layout/page-transition.module.css';

/** Never cover longer than this, even if the new page's code never arrives. */
const maxCoverMs = 10_000;

/**
 * The path an in-app link click will open if the router takes it, judged before the router
 * sees the click by the rules its links follow: a plain primary click on a same-origin link
 * that opens in this tab and leads to another path.
 */
function pathClickWillOpen(event: MouseEvent, shownPath: string): string | null {
  if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) {
    return null;
  }
  if (!(event.target instanceof Element)) return null;
  const link = event.target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return link.pathname === shownPath ? null : link.pathname;
}

/**
 * Covers the page for 400 ms on every path change, then lands at the top of the new page.
 * The cover is committed before anything of the next page: a click covers in the capture
 * phase, before the router has seen it (its navigations render as transitions, which yield
 * to that paint); back and forward cover on popstate, before the router's own listener
 * (React renders a popstate's transition at once, in the microtask after that listener);
 * a redirect covers in the layout effect of the commit that changed the path, before the
 * browser paints it. The 400 ms count from the first frame painted with the cover, so
 * however busy the device, the cover reaches the screen.
 */
export function PageTransition() {
  const { pathname } = useLocation();
  // The path being covered for, or null when idle.
  const [coveringFor, setCoveringFor] = useState<string | null>(null);
  const shownPath = useRef(pathname);
  // When the cover's first frame was painted; 0 until then.
  const paintedAt = useRef(0);

  useEffect(() => {
    const cover = (path: string) => flushSync(() => setCoveringFor(path));
    const onClickCapture = (event: MouseEvent) => {
      const path = pathClickWillOpen(event, shownPath.current);
      if (path !== null) cover(path);
    };
    // A link the router let go after all (its own onClick prevented nothing): no cover.
    const onClick = (event: MouseEvent) => {
      if (!event.defaultPrevented && pathClickWillOpen(event, shownPath.current) !== null) {
        setCoveringFor(null);
      }
    };
    const onPopState = () => {
      if (window.location.pathname !== shownPath.current) cover(window.location.pathname);
    };
    document.addEventListener('click', onClickCapture, true);
    document.addEventListener('click', onClick);
    const stopPopState = onPopStateBeforeRouter(onPopState);
    return () => {
      document.removeEventListener('click', onClickCapture, true);
      document.removeEventListener('click', onClick);
      stopPopState();
    };
  }, []);

  useLayoutEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // A redirect, or a path no click or popstate announced.
    setCoveringFor(pathname);
  }, [pathname]);

  useEffect(() => {
    if (coveringFor === null) return;
    let timer = 0;
    const time = () => {
      paintedAt.current ||= performance.now();
      const elapsed = performance.now() - paintedAt.current;
      timer = window.setTimeout(
        () => {
          paintedAt.current = 0;
          setCoveringFor(null);
          window.scrollTo(0, 0);
        },
        coveringFor === pathname ? Math.max(0, timings.pageTransitionMs - elapsed) : maxCoverMs,
      );
    };
    // A hidden page paints no frame, and nobody is there to see the cover: timed from now.
    const frame = paintedAt.current || document.hidden ? 0 : requestAnimationFrame(time);
    if (!frame) time();
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
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
