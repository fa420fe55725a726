import { AppDialog } from '@/components/app-dialog';
import { bookingCopy } from '@/content/booking';
import { BookingForm } from '@/features/booking/booking-form';

interface BookingModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The dialog around the booking form; loaded on the first 'Schedule Consultation'. */
export function BookingModal({ opened, onClose }: BookingModalProps) {
  return (
    <AppDialog opened={opened} onClose={onClose} title={bookingCopy.dialogTitle}>
      <BookingForm onBooked={onClose} />
    </AppDialog>
  );
}
