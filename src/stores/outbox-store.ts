import { create } from 'zustand';
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
      // IndexedDB code loads on first use, keeping it off every page's critical path.
      const { listOutboxItems } = await import('@/shared/outbox/outbox-db');
      set({ items: await listOutboxItems() });
    } catch {
      // No IndexedDB (private mode in some browsers): nothing can be queued either.
      set({ items: [] });
    }
  },
}));
