/*
 * The toasts of bookings a replay delivered, loaded only then: each asks the database what
 * became of it (booking_outcome, by the lead's id) and, for times picked offline, says
 * which happened: booked for one of them, or kept as a wish since all were taken.
 */
import { bookingOutcomeCopy } from '@/content/booking-times';
import { fetchBookingOutcome } from '@/lib/booking-rpc';
import { browserTimeZone, namedClock } from '@/lib/zoned-time';
import { showToast } from '@/toasts/show-toast';

/** Tells each booking that had picked times; answers their ids, the others' go untold. */
export async function tellBookings(ids: string[]): Promise<Set<string>> {
  const told = new Set<string>();
  const outcomes = await Promise.all(ids.map((id) => fetchBookingOutcome(id).catch(() => null)));
  outcomes.forEach((outcome, index) => {
    const id = ids[index];
    if (!outcome?.requested_slots?.length || !id) return;
    told.add(id);
    if (outcome.status === 'confirmed' && outcome.scheduled_at) {
      const when = namedClock(new Date(outcome.scheduled_at), browserTimeZone() ?? 'UTC');
      const { title, message } = bookingOutcomeCopy.booked(when);
      showToast('success', message, title);
    } else {
      const { title, message } = bookingOutcomeCopy.keptAsWish;
      showToast('info', message, title);
    }
  });
  return told;
}
