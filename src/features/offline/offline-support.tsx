import { lazy, Suspense, useEffect } from 'react';
import { whenPageQuiet } from '@/lib/when-page-quiet';
import { useUpdateStore } from '@/stores/update-store';

const UpdatePrompt = lazy(() =>
  import('@/features/offline/update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

/** Registers the worker and starts the outbox bridge after hydration; offers updates. */
export function OfflineSupport() {
  // The worker's first install downloads the whole site: it starts once the page is
  // quiet, so it never competes with hydration, entrance animations or counters.
  useEffect(() => {
    whenPageQuiet(() => {
      void import('@/lib/worker-registration').then((worker) => worker.registerWorker());
      void import('@/outbox/outbox-bridge').then((bridge) => bridge.startOutboxBridge());
    });
  }, []);
  const waiting = useUpdateStore((state) => state.waiting);
  return waiting ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}
