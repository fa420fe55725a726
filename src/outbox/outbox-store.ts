import { create } from 'zustand';
import type { OutboxItem } from '@/shared/outbox/outbox-item';

interface OutboxState {
  items: OutboxItem[];
  /** Re-reads the outbox's storage, the source of truth; this store only mirrors it. */
  refresh: () => Promise<void>;
}

export const useOutboxStore = create<OutboxState>()((set) => ({
  items: [],
  refresh: async () => {
    try {
      // The storage code loads on first use, keeping it off every page's critical path.
      const { listOutboxItems } = await import('@/shared/outbox/outbox-storage');
      set({ items: await listOutboxItems() });
    } catch {
      // No storage at all in this browser: nothing can be queued either.
      set({ items: [] });
    }
  },
}));
