import { create } from 'zustand';

/** Whether any toast was shown yet: the toast container (and its code) loads only then. */
export const useToastStore = create<{ active: boolean; activate: () => void }>()((set) => ({
  active: false,
  activate: () => set({ active: true }),
}));
