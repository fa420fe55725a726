import { lazy, Suspense, useEffect } from 'react';
import { useUpdateStore } from '@/stores/update-store';

const UpdatePrompt = lazy(() =>
  import('@/features/offline/update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

/** Starts the worker bridge after hydration and offers updates when they arrive. */
export function OfflineSupport() {
  // The worker's first install downloads the whole site: it starts once this page has
  // loaded and gone idle, so it never competes with the page's own loading and hydration.
  useEffect(() => {
    const start = () =>
      void import('@/lib/outbox-bridge').then((bridge) => bridge.startOutboxBridge());
    const startWhenIdle = () =>
      window.requestIdleCallback
        ? window.requestIdleCallback(start, { timeout: 2000 })
        : window.setTimeout(start, 0);
    if (document.readyState === 'complete') startWhenIdle();
    else window.addEventListener('load', startWhenIdle, { once: true });
  }, []);
  const waiting = useUpdateStore((state) => state.waiting);
  return waiting ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}
