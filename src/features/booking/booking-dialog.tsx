import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DialogFrame } from '@/components/dialog-frame';
import { bookingCopy } from '@/content/booking';
import { useLoadAfterPaint } from '@/hooks/use-load-after-paint';
import { useBookingDialogStore } from '@/stores/booking-dialog-store';

// The dialog and form load on first open, off every page's critical path; the validation once
// the visitor starts on the form (useLeadForm).
const loadBookingModal = () => import('@/features/booking/booking-modal');
const BookingModal = lazy(() =>
  loadBookingModal().then((module) => ({ default: module.BookingModal })),
);

/** The consultation dialog every 'Schedule Consultation' button opens. */
export function BookingDialog() {
  const opened = useBookingDialogStore((state) => state.opened);
  const everOpened = useBookingDialogStore((state) => state.everOpened);
  const open = useBookingDialogStore((state) => state.open);
  const close = useBookingDialogStore((state) => state.close);
  const [params, setParams] = useSearchParams();
  const loading = useLoadAfterPaint(loadBookingModal, everOpened);

  // The installed app's 'Schedule Consultation' shortcut opens /?book=consultation.
  useEffect(() => {
    if (params.get('book') !== 'consultation') return;
    open();
    const rest = new URLSearchParams(params);
    rest.delete('book');
    setParams(rest, { replace: true });
  }, [params, setParams, open]);

  const frame = opened && <DialogFrame title={bookingCopy.dialogTitle} onClose={close} />;
  if (!loading) return frame;
  return (
    <Suspense fallback={frame}>
      <BookingModal opened={opened} onClose={close} />
    </Suspense>
  );
}
