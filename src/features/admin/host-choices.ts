/*
 * The appointment form's host select: "Any free host" (the database picks, fairly), then
 * the hosts free at the chosen time, then the busy ones. Free means what the database's
 * exclusion constraint means: the two bookings' times, each widened by the buffer, do not
 * overlap. Pure, so the order is unit-tested; the database has the last word.
 */
import type { BookingHost, HostBooking } from '@/features/admin/availability-api';

export interface HostChoice {
  value: string;
  label: string;
}

export const anyHost: HostChoice = { value: '', label: 'Any free host' };

const minuteMs = 60_000;

interface Wanted {
  at: Date | null;
  minutes: number;
  bufferMinutes: number;
  /** The booking being moved, which never blocks itself. */
  bookingId: string;
}

/** The hosts a booking of `minutes` from `at` would overlap, by id. */
export function busyHosts(bookings: readonly HostBooking[], wanted: Wanted): Set<string> {
  const { at, minutes, bufferMinutes, bookingId } = wanted;
  if (!at) return new Set();
  const buffer = bufferMinutes * minuteMs;
  const from = at.getTime() - buffer;
  const to = at.getTime() + minutes * minuteMs + buffer;
  return new Set(
    bookings
      .filter((booking) => {
        if (booking.id === bookingId) return false;
        const start = Date.parse(booking.scheduled_at) - buffer;
        const end = Date.parse(booking.scheduled_at) + booking.duration_minutes * minuteMs + buffer;
        return start < to && from < end;
      })
      .map((booking) => booking.host_id),
  );
}

/** Any free host, the free hosts, then the busy ones, each by name. */
export function hostChoices(
  hosts: readonly BookingHost[],
  bookings: readonly HostBooking[],
  wanted: Wanted,
): HostChoice[] {
  const busy = busyHosts(bookings, wanted);
  const byName = [...hosts].sort((one, other) => one.name.localeCompare(other.name));
  const free = byName.filter((host) => !busy.has(host.id));
  const taken = byName.filter((host) => busy.has(host.id));
  return [
    anyHost,
    ...free.map((host) => ({ value: host.id, label: `${host.name} (free)` })),
    ...taken.map((host) => ({ value: host.id, label: `${host.name} (busy then)` })),
  ];
}
