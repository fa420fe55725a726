import { create } from 'zustand';
import { listOutboxItems } from '@/shared/outbox/outbox-db';
import type { OutboxItem } from '@/shared/outbox/outbox-item';

interface OutboxState {
  items: OutboxItem[];
  /** Re-reads IndexedDB, the source of truth; this store only mirrors it. */
  refresh: () => Promise<void>;
}

export const useOutboxStore = create<OutboxState>()((set) => ({
  items: [],
  refresh: async () => {
    try {
      set({ items: await listOutboxItems() });
    } catch {
      // No IndexedDB (private mode in some browsers): nothing can be queued either.
      set({ items: [] });
    }
  },
}));
