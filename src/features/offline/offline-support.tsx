import { lazy, Suspense, useEffect } from 'react';
import { useUpdateStore } from '@/stores/update-store';

const UpdatePrompt = lazy(() =>
  import('@/features/offline/update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

/** Starts the worker bridge after hydration and offers updates when they arrive. */
export function OfflineSupport() {
  // Loaded after the first paint: registering the worker is not on the critical path.
  useEffect(() => {
    void import('@/lib/outbox-bridge').then((bridge) => bridge.startOutboxBridge());
  }, []);
  const waiting = useUpdateStore((state) => state.waiting);
  return waiting ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}
