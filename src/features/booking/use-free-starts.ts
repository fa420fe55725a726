import { useCallback, useEffect, useState } from 'react';
import { fetchFreeStarts } from '@/lib/booking-rpc';
import { logger } from '@/lib/logger';

/** How far ahead the dialog looks: the database's default horizon. */
const horizonMs = 30 * 24 * 60 * 60 * 1000;
/** The last free starts this browser saw, for a visitor who opens the dialog offline. */
const cacheKey = 'booking-free-starts';

interface SeenStarts {
  starts: string[];
  fetchedAt: number;
}

function readSeen(): SeenStarts | null {
  try {
    const seen = JSON.parse(localStorage.getItem(cacheKey) ?? 'null') as SeenStarts | null;
    return seen && Array.isArray(seen.starts) && typeof seen.fetchedAt === 'number' ? seen : null;
  } catch {
    return null;
  }
}

function keepSeen(seen: SeenStarts): void {
  try {
    localStorage.setItem(cacheKey, JSON.stringify(seen));
  } catch {
    // Storage full or refused: the dialog offline then offers a wish only.
  }
}

export interface FreeStarts {
  loading: boolean;
  /** Starts still in the future, earliest first. */
  starts: string[];
  /** When they were read, if they are the last ones seen rather than fresh. */
  seenAt: number | null;
  reload: () => Promise<void>;
}

type Loaded = Omit<FreeStarts, 'reload'>;

/** Fresh starts, or offline or failing the last ones seen, with when they were seen. */
async function readFreeStarts(): Promise<Loaded> {
  const now = Date.now();
  try {
    if (!navigator.onLine) throw new Error('offline');
    const starts = await fetchFreeStarts(new Date(now), new Date(now + horizonMs));
    keepSeen({ starts, fetchedAt: now });
    return { loading: false, starts, seenAt: null };
  } catch (error) {
    if (navigator.onLine) logger.error('free times could not be loaded', error);
    const seen = readSeen();
    const future = (seen?.starts ?? []).filter((start) => Date.parse(start) > now);
    return { loading: false, starts: future, seenAt: seen?.fetchedAt ?? null };
  }
}

/**
 * The free starts of the next 30 days, read when the dialog opens (and again on reload);
 * offline or failing, the last ones this browser saw, with when it saw them.
 */
export function useFreeStarts(): FreeStarts {
  const [state, setState] = useState<Loaded>({ loading: true, starts: [], seenAt: null });

  useEffect(() => {
    let current = true;
    void readFreeStarts().then((loaded) => current && setState(loaded));
    return () => {
      current = false;
    };
  }, []);

  const reload = useCallback(async () => {
    setState((before) => ({ ...before, loading: true }));
    setState(await readFreeStarts());
  }, []);

  return { ...state, reload };
}
