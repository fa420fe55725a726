import { Modal } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBookingDialogStore } from '@/stores/booking-dialog-store';

// The form, its schema and validation load on first open, off every page's critical path.
const BookingForm = lazy(() =>
  import('@/features/booking/booking-form').then((module) => ({ default: module.BookingForm })),
);

/** The consultation dialog every 'Schedule Consultation' button opens. */
export function BookingDialog() {
  const opened = useBookingDialogStore((state) => state.opened);
  const open = useBookingDialogStore((state) => state.open);
  const close = useBookingDialogStore((state) => state.close);
  const [params, setParams] = useSearchParams();

  // The installed app's 'Schedule Consultation' shortcut opens /?book=consultation.
  useEffect(() => {
    if (params.get('book') !== 'consultation') return;
    open();
    const rest = new URLSearchParams(params);
    rest.delete('book');
    setParams(rest, { replace: true });
  }, [params, setParams, open]);

  return (
    <Modal opened={opened} onClose={close} title="Schedule a Consultation" centered size="lg">
      <Suspense fallback={<div style={{ minHeight: 420 }} />}>
        <BookingForm onBooked={close} />
      </Suspense>
    </Modal>
  );
}
