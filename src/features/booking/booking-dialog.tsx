import { Modal } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useBookingDialogStore } from '@/stores/booking-dialog-store';

// The form, its schema and validation load on first open, off every page's critical path.
const BookingForm = lazy(() =>
  import('@/features/booking/booking-form').then((module) => ({ default: module.BookingForm })),
);

/** The consultation dialog every 'Schedule Consultation' button opens. */
export function BookingDialog() {
  const opened = useBookingDialogStore((state) => state.opened);
  const close = useBookingDialogStore((state) => state.close);

  return (
    <Modal opened={opened} onClose={close} title="Schedule a Consultation" centered size="lg">
      <Suspense fallback={<div style={{ minHeight: 420 }} />}>
        <BookingForm onBooked={close} />
      </Suspense>
    </Modal>
  );
}
