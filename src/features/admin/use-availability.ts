import { useCallback, useEffect, useState } from 'react';
import { fetchAvailability, type Availability } from '@/features/admin/availability-api';

export type AvailabilityLoad =
  | { state: 'loading' }
  | { state: 'ready'; availability: Availability }
  | { state: 'failed'; reason: string };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The editor's data, read when the tab opens and again after every write made there. */
export function useAvailability() {
  const [load, setLoad] = useState<AvailabilityLoad>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    fetchAvailability().then(
      (availability) => current && setLoad({ state: 'ready', availability }),
      (error: unknown) => current && setLoad({ state: 'failed', reason: reasonOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((count) => count + 1), []);
  return { load, reload };
}

/**
 * One form's write: busy while it runs, the database's refusal kept to show beside the
 * form (and what was typed kept with it), `done` called only once it is saved.
 */
export function useWrite(done: () => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = useCallback(
    async (step: () => Promise<void>): Promise<boolean> => {
      setBusy(true);
      setFailure(null);
      try {
        await step();
        done();
        return true;
      } catch (error) {
        setFailure(reasonOf(error));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [done],
  );
  return { busy, failure, setFailure, run };
}
