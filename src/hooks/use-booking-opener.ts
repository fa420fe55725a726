import { bookingCopy } from '@/content/booking';
import { useBookingDialogStore } from '@/stores/booking-dialog-store';

/**
 * Props for a control that opens the booking dialog: the click, and the dialog's title,
 * which the early event contract shows in the dialog's frame if the click comes before
 * the app has loaded.
 */
export function useBookingOpener() {
  const open = useBookingDialogStore((state) => state.open);
  return { onClick: open, 'data-dialog-title': bookingCopy.dialogTitle } as const;
}
