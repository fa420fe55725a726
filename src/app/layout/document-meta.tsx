import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Keeps the title and meta description in step with client-side navigation. Prerendered
 * HTML already carries them for the first page, so the copy they come from loads later.
 */
export function DocumentMeta() {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  useEffect(() => {
    // The first page's HTML came with its own title and description.
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    let current = true;
    void import('@/app/route-pages').then(({ pageMeta }) => {
      if (!current) return;
      const { title, description } = pageMeta(pathname);
      document.title = title;
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    });
    return () => {
      current = false;
    };
  }, [pathname]);

  return null;
}
