/*
 * The toast of a booking a replay delivered, loaded only then: it asks the database what
 * became of it (booking_outcome, by the lead's id) and says which happened.
 */
import { bookingOutcomeCopy } from '@/content/booking-times';
import { fetchBookingOutcome } from '@/lib/booking-rpc';
import { browserTimeZone, namedClock } from '@/lib/zoned-time';
import { deliveredMessage } from '@/outbox/lead-messages';
import { showToast } from '@/toasts/show-toast';

/**
 * Booked for one of the times picked offline (on this device's clock), kept as a wish
 * because they were all taken meanwhile, or a wish from the start (the spec's toast).
 */
export async function tellBooking(id: string): Promise<void> {
  const outcome = await fetchBookingOutcome(id).catch(() => null);
  if (outcome?.status === 'confirmed' && outcome.scheduled_at) {
    const when = namedClock(new Date(outcome.scheduled_at), browserTimeZone() ?? 'UTC');
    const { title, message } = bookingOutcomeCopy.booked(when);
    showToast('success', message, title);
  } else if (outcome?.status === 'pending' && outcome.requested_slots?.length) {
    const { title, message } = bookingOutcomeCopy.keptAsWish;
    showToast('info', message, title);
  } else {
    const { title, message } = deliveredMessage(['booking']);
    showToast('success', message, title);
  }
}
