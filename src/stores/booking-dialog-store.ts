import { create } from 'zustand';

/** Whether the booking dialog is open; any page can open it, the layout renders it once. */
interface BookingDialogState {
  opened: boolean;
  /** Once opened, the dialog stays mounted so closing can animate and return focus. */
  everOpened: boolean;
  /** The control that opened the dialog, which gets focus back when it closes. */
  opener: HTMLElement | null;
  open: () => void;
  close: () => void;
}

export const useBookingDialogStore = create<BookingDialogState>()((set, get) => ({
  opened: false,
  everOpened: false,
  opener: null,
  open: () =>
    set({
      opened: true,
      everOpened: true,
      opener: document.activeElement instanceof HTMLElement ? document.activeElement : null,
    }),
  // The dialog's code loads on first open, after the click, so Mantine cannot see the
  // opener itself that first time: focus goes back from here.
  close: () => {
    const { opener } = get();
    set({ opened: false, opener: null });
    if (opener?.isConnected) requestAnimationFrame(() => opener.focus());
  },
}));
