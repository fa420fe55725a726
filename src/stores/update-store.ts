import { create } from 'zustand';

interface UpdateState {
  /** A new service worker is installed and waiting for the user's go-ahead. */
  waiting: boolean;
  /** Set by the bridge: hands over to the new worker, then reloads. */
  activate: (() => void) | null;
  offer: (activate: () => void) => void;
}

export const useUpdateStore = create<UpdateState>()((set) => ({
  waiting: false,
  activate: null,
  offer: (activate) => set({ waiting: true, activate }),
}));
