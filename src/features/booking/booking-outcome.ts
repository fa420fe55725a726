/*
 * What the dialog tells once the database has a booking: booked for a time (on the
 * visitor's clock, in the zone they chose), its times just taken (the dialog stays open for
 * another pick), or a wish, with the spec's usual toast.
 */
import { bookingOutcomeCopy } from '@/content/booking-times';
import type { BookingOutcome } from '@/lib/booking-rpc';
import { namedClock } from '@/lib/zoned-time';
import { bookingLead } from '@/shared/leads/booking-lead';
import { showToast } from '@/toasts/show-toast';

export type BookingResult = 'booked' | 'taken' | 'wish';

/** Which happened: no answer counts as a wish, which a person confirms as before. */
export function bookingResultOf(outcome: BookingOutcome | null): BookingResult {
  if (outcome?.status === 'confirmed' && outcome.scheduled_at) return 'booked';
  if (outcome?.status === 'pending' && outcome.requested_slots?.length) return 'taken';
  return 'wish';
}

/** Shows the toast for the outcome; the result says whether the dialog may close. */
export function tellBookingOutcome(
  outcome: BookingOutcome | null,
  timeZone: string,
): BookingResult {
  const result = bookingResultOf(outcome);
  if (result === 'booked' && outcome?.scheduled_at) {
    const { title, message } = bookingOutcomeCopy.booked(
      namedClock(new Date(outcome.scheduled_at), timeZone),
    );
    showToast('success', message, title);
  } else if (result === 'taken') {
    const { title, message } = bookingOutcomeCopy.taken;
    showToast('error', message, title);
  } else {
    const { title, message } = bookingLead.messages.success;
    showToast('success', message, title);
  }
  return result;
}
