import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageMeta } from '@/content/page-meta';

/** Keeps the title and meta description in step with client-side navigation. */
export function DocumentMeta() {
  const { pathname } = useLocation();

  useEffect(() => {
    const { title, description } = pageMeta(pathname);
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [pathname]);

  return null;
}
