/*
 * A visitor's booking, reached through the token of a mailed link: read it, cancel it, pick
 * another free time or ask for another time. The database checks the token and answers the booking's public
 * view, or null when the token is wrong or has expired. Network only, nothing cached.
 */
import { getSupabase } from '@/lib/supabase';
import { appointmentLimits } from '@/shared/limits';

/** What the database shows a visitor of their booking (booking_view in its migration). */
export interface BookingView {
  name: string;
  status: string;
  preferred_date: string | null;
  preferred_time: string | null;
  time_zone: string | null;
  preferred_at: string | null;
  /** Only while confirmed. */
  scheduled_at: string | null;
  duration_minutes: number;
  /** Only while confirmed. */
  meeting_link: string | null;
  /** Who meets the visitor, only while confirmed. */
  host_name: string | null;
}

/** A link's token: 64 hex characters, in the URL's fragment so no server ever logs it. */
const tokenPattern = /^[0-9a-f]{64}$/i;

export function tokenOfHash(hash: string): string | null {
  const token = hash.replace(/^#/, '').trim();
  return tokenPattern.test(token) ? token : null;
}

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** The answer as a booking, or null for a token the database did not accept. */
function bookingOf(data: unknown): BookingView | null {
  if (typeof data !== 'object' || data === null) return null;
  const view = data as Record<string, unknown>;
  if (typeof view.status !== 'string') return null;
  return {
    name: textOrNull(view.name) ?? '',
    status: view.status,
    preferred_date: textOrNull(view.preferred_date),
    preferred_time: textOrNull(view.preferred_time),
    time_zone: textOrNull(view.time_zone),
    preferred_at: textOrNull(view.preferred_at),
    scheduled_at: textOrNull(view.scheduled_at),
    duration_minutes:
      typeof view.duration_minutes === 'number'
        ? view.duration_minutes
        : appointmentLimits.durationMinutes.default,
    meeting_link: textOrNull(view.meeting_link),
    host_name: textOrNull(view.host_name),
  };
}

async function answer(
  request: PromiseLike<{ data: unknown; error: { message: string } | null }>,
): Promise<BookingView | null> {
  const { data, error } = await request;
  if (error) throw new Error(error.message || 'the server did not answer');
  return bookingOf(data);
}

export function fetchBooking(token: string): Promise<BookingView | null> {
  return answer(getSupabase().rpc('booking_by_token', { token }));
}

export function cancelBooking(token: string): Promise<BookingView | null> {
  return answer(getSupabase().rpc('cancel_booking', { token }));
}

/** The new wish: a date and a time on the visitor's clock, in their zone. */
export interface TimeRequest {
  date: string;
  time: string;
  timeZone: string;
}

export function requestBookingTime(
  token: string,
  { date, time, timeZone }: TimeRequest,
): Promise<BookingView | null> {
  return answer(
    getSupabase().rpc('request_booking_time', {
      token,
      preferred_date: date,
      preferred_time: time,
      time_zone: timeZone,
    }),
  );
}

/** Books the first of the picks still free at once; none free, throws 'That time was just taken'. */
export function pickBookingTime(
  token: string,
  requestedSlots: string[],
): Promise<BookingView | null> {
  return answer(getSupabase().rpc('pick_booking_time', { token, requested_slots: requestedSlots }));
}
