import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children only once their place comes within `margin` of the viewport, so
 * the code and data of a section far down the page never load for a visitor who stops
 * reading earlier. The prerendered HTML holds just the empty placeholder.
 */
export function LoadWhenNear({
  children,
  margin = '600px',
}: {
  children: ReactNode;
  margin?: string;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return near ? children : <div ref={placeholder} />;
}
