import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import classes from '@/components/reveal.module.css';

type RevealProps = ComponentPropsWithoutRef<'div'> & {
  /** The element to render; use 'section' for a landmark with a heading. */
  component?: 'div' | 'section';
};

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * Fades its content in once, the first time it scrolls into view. Markup from the server
 * is never hidden: the script hides an element only when the observer's first report
 * finds it below the viewport. Elements already in view, and everything under reduced
 * motion, stay visible. The observer measures during the browser's own rendering, so
 * mounting many sections forces no layout.
 */
export function Reveal({ component: Component = 'div', className, ...props }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    const hiddenClass = classes.hidden;
    if (!element || !hiddenClass || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.(reducedMotionQuery).matches) return;

    let firstReport = true;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      const belowViewport =
        !entry.isIntersecting && entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? 0);
      if (firstReport && belowViewport) element.classList.add(hiddenClass);
      else if (entry.isIntersecting || firstReport) {
        element.classList.remove(hiddenClass);
        observer.disconnect();
      }
      firstReport = false;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      element.classList.remove(hiddenClass);
    };
  }, []);

  return (
    <Component
      ref={ref}
      className={className ? `${classes.reveal} ${className}` : classes.reveal}
      {...props}
    />
  );
}
