import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import classes from '@/components/reveal.module.css';

type RevealProps = ComponentPropsWithoutRef<'div'> & {
  /** The element to render; use 'section' for a landmark with a heading. */
  component?: 'div' | 'section';
};

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * Fades its content in once, the first time it scrolls into view. Markup from the server
 * is never hidden: only on mount does the script hide an element that is still below the
 * viewport. Elements already in view, and everything under reduced motion, stay visible.
 */
export function Reveal({ component: Component = 'div', className, ...props }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    const hiddenClass = classes.hidden;
    if (!element || !hiddenClass || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.(reducedMotionQuery).matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;

    element.classList.add(hiddenClass);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        element.classList.remove(hiddenClass);
        observer.disconnect();
      }
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
