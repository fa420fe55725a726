// A booking's time as staff read it in their mail: on the visitor's clock and on the
// company's (brand.json's zone, "Cupertino"), and for a booking the database booked at once,
// the host it was booked with and the host's clock when that is another (host_name and
// host_time_zone come with the claimed lead: 20261130000300_host_calendar_feeds.sql).
// Runs in Deno and Node.
import { brand } from '../mail/brand.ts';
import { inUtc, inZone } from './booking-time.ts';
import type { Lead } from './lead-mail.tsx';
import type { Line } from './mail-text.ts';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The fields a booking's clock lines stand for, when it has them. */
export const rawTimeFields = ['preferred_date', 'preferred_time', 'time_zone'];

/** Nothing unless the booking is confirmed for a time or asks for one we can place. */
export function bookingClockLines(lead: Lead): Line[] {
  const scheduledAt = text(lead.scheduled_at);
  const confirmed = lead.status === 'confirmed' && scheduledAt !== null;
  const instant = confirmed ? scheduledAt : text(lead.preferred_at);
  if (!instant) return [];
  const at = new Date(instant);
  const host = confirmed ? text(lead.host_name) : null;
  const hostZone = confirmed ? text(lead.host_time_zone) : null;
  const visitorZone = text(lead.time_zone);
  return [
    ...(host ? [{ label: 'Booked with', value: host }] : []),
    {
      label: confirmed ? "On the visitor's clock" : "Asked for, on the visitor's clock",
      value: visitorZone ? inZone(at, visitorZone) : inUtc(at),
    },
    { label: `On our clock (${brand.location})`, value: inZone(at, brand.timeZone) },
    ...(hostZone && hostZone !== brand.timeZone
      ? [{ label: "On the host's clock", value: inZone(at, hostZone) }]
      : []),
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
