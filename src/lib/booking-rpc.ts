/*
 * The visitor's side of real availability, over REST with fetch only (as the outbox
 * delivers), so the booking dialog and a replay's toast never load supabase-js: the free
 * starts, a booking's outcome by its id (the capability), and a second pick for it.
 */
import { backendConfig } from '@/shared/backend-config';
import { appointmentLimits } from '@/shared/limits';

/** What the database says became of a booking (booking_outcome in its migration). */
export interface BookingOutcome {
  status: string;
  /** Only while confirmed. */
  scheduled_at: string | null;
  duration_minutes: number;
  host_name: string | null;
  requested_slots: string[] | null;
}

async function rpc(name: string, args: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${backendConfig.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: backendConfig.anonKey,
      Authorization: `Bearer ${backendConfig.anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' ? message : `HTTP ${response.status}`);
  }
  return body;
}

/** Every bookable start in [from, to), earliest first, as ISO instants. */
export async function fetchFreeStarts(from: Date, to: Date): Promise<string[]> {
  const rows = await rpc('available_slots', {
    from_at: from.toISOString(),
    to_at: to.toISOString(),
  });
  if (!Array.isArray(rows)) return [];
  return rows
    .map((row: { start_at?: unknown }) => row.start_at)
    .filter((start): start is string => typeof start === 'string')
    .map((start) => new Date(start).toISOString())
    .sort();
}

function outcomeOf(data: unknown): BookingOutcome | null {
  if (typeof data !== 'object' || data === null) return null;
  const view = data as Record<string, unknown>;
  if (typeof view.status !== 'string') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    status: view.status,
    scheduled_at: text(view.scheduled_at),
    duration_minutes:
      typeof view.duration_minutes === 'number'
        ? view.duration_minutes
        : appointmentLimits.durationMinutes.default,
    host_name: text(view.host_name),
    requested_slots: Array.isArray(view.requested_slots)
      ? view.requested_slots.filter((slot): slot is string => typeof slot === 'string')
      : null,
  };
}

/** Null for an id the database does not know (or a held lead's, or one too old). */
export async function fetchBookingOutcome(bookingId: string): Promise<BookingOutcome | null> {
  return outcomeOf(await rpc('booking_outcome', { booking_id: bookingId }));
}

/** The same booking, its times all taken, tries the visitor's new picks in order. */
export async function bookSlots(
  bookingId: string,
  requestedSlots: string[],
): Promise<BookingOutcome | null> {
  return outcomeOf(
    await rpc('book_slots', { booking_id: bookingId, requested_slots: requestedSlots }),
  );
}

/** The same booking, its times all taken, keeps the date or time typed instead, as a wish. */
export async function wishBookingTime(
  bookingId: string,
  wish: { preferred_date: string | null; preferred_time: string | null; time_zone: string },
): Promise<BookingOutcome | null> {
  return outcomeOf(await rpc('wish_booking_time', { booking_id: bookingId, ...wish }));
}
