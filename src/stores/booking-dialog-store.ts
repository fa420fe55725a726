import { create } from 'zustand';

/** Whether the booking dialog is open; any page can open it, the layout renders it once. */
interface BookingDialogState {
  opened: boolean;
  open: () => void;
  close: () => void;
}

export const useBookingDialogStore = create<BookingDialogState>()((set) => ({
  opened: false,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));
