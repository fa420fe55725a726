// What a booking the database booked at once adds to the staff mail: the host it was booked
// with, and its time on the visitor's clock and on the host's (host_name and host_time_zone
// come with the claimed lead: 20261130000300_host_calendar_feeds.sql). Runs in Deno and Node.
import { inUtc, inZone } from './booking-time.ts';
import type { Lead } from './lead-mail.ts';
import type { Line } from './mail-text.ts';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Nothing unless the booking is confirmed for a time. */
export function bookedWithLines(lead: Lead): Line[] {
  const scheduledAt = text(lead.scheduled_at);
  if (lead.status !== 'confirmed' || !scheduledAt) return [];
  const at = new Date(scheduledAt);
  const host = text(lead.host_name);
  const hostZone = text(lead.host_time_zone);
  const visitorZone = text(lead.time_zone);
  return [
    ...(host ? [{ label: 'Booked with', value: host }] : []),
    {
      label: "On the visitor's clock",
      value: visitorZone ? inZone(at, visitorZone) : inUtc(at),
    },
    ...(hostZone ? [{ label: "On the host's clock", value: inZone(at, hostZone) }] : []),
  ];
}

/** A booking kept as a wish: none of the times the visitor picked was still free. */
export function isTakenWish(lead: Lead): boolean {
  return (
    lead.status === 'pending' &&
    Array.isArray(lead.requested_slots) &&
    lead.requested_slots.length > 0
  );
}
