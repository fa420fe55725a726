/*
 * Whether the browser keeps this device's storage (the outbox and the booth's log) when it
 * runs short of space, or may clear it: asked for at set-up, shown on the staff strip and
 * reported in the heartbeat. A browser without the Storage API may clear it.
 */
import { useEffect, useState } from 'react';
import { storagePersisted } from '@/shared/outbox/booth-heartbeat';

export const storageWords = {
  kept: 'Storage: kept',
  mayBeCleared: 'Storage: may be cleared',
} as const;

/** Asks the browser to keep this site's storage; its answer, false where it cannot. */
export async function askPersistentStorage(): Promise<boolean> {
  return (await navigator.storage?.persist?.().catch(() => false)) ?? false;
}

/** The answer while `active`, read afresh each time it becomes active; null until known. */
export function useStoragePersisted(active: boolean): boolean | null {
  const [persisted, setPersisted] = useState<boolean | null>(null);
  useEffect(() => {
    if (!active) return;
    let current = true;
    void storagePersisted().then((answer) => current && setPersisted(answer));
    return () => {
      current = false;
    };
  }, [active]);
  return persisted;
}
