import { useEffect } from 'react';
import { OfflineBanner } from '@/features/offline/offline-banner';
import { UpdatePrompt } from '@/features/offline/update-prompt';
import { startOutboxBridge } from '@/lib/outbox-bridge';

/** Starts the worker bridge after hydration and shows the offline and update notices. */
export function OfflineSupport() {
  useEffect(() => startOutboxBridge(), []);
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}
