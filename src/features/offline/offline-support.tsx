import { useEffect } from 'react';
import { UpdatePrompt } from '@/features/offline/update-prompt';
import { startOutboxBridge } from '@/lib/outbox-bridge';

/** Starts the worker bridge after hydration and offers updates when they arrive. */
export function OfflineSupport() {
  useEffect(() => startOutboxBridge(), []);
  return <UpdatePrompt />;
}
