// A host's calendar feed (supabase/functions/host-calendar): one event per confirmed
// booking, with the UID and SEQUENCE the visitor's invites carry (booking-mail.tsx), so an
// event moves when the booking moves and leaves the feed when it is cancelled. A published
// feed, not an invite: no METHOD, no attendees. Of what the visitor typed it restates only
// the name and the company; the rest stays in the dashboard. Pure; runs in Deno and Node.
import { adminLink, bookingUid } from './lead-links.ts';
import ical, { ICalEventStatus } from 'ical-generator';
import { kindOfTable, leadReference } from './lead-kinds.ts';
import { headerSafe } from './mail-text.ts';
import type { FollowUpSettings } from './settings.ts';

/** One booking as public.host_calendar_feed returns it. */
export interface FeedBooking {
  id: string;
  name: string;
  company: string | null;
  scheduled_at: string;
  duration_minutes: number;
  meeting_link: string | null;
  booking_sequence: number;
  created_at: string;
}

export interface HostFeed {
  host_name: string;
  bookings: FeedBooking[];
}

/** How often a calendar app should fetch the feed again; the function caches as long. */
export const feedRefreshSeconds = 300;

/** "Consultation: Asha Rao (Acme GmbH)", on one line. */
export function feedSummary(booking: Pick<FeedBooking, 'name' | 'company'>): string {
  const name = headerSafe(booking.name, 80);
  const company = headerSafe(booking.company ?? '', 80);
  return company ? `Consultation: ${name} (${company})` : `Consultation: ${name}`;
}

export function hostCalendarFeed(settings: FollowUpSettings, feed: HostFeed, stamp: Date): string {
  const calendar = ical({
    prodId: { company: settings.from.name, product: 'Host calendar' },
    name: `Consultations: ${headerSafe(feed.host_name, 80)}`,
    ttl: feedRefreshSeconds,
  });
  const kind = kindOfTable('consultations');
  for (const booking of feed.bookings) {
    const start = new Date(booking.scheduled_at);
    calendar.createEvent({
      id: bookingUid(settings, booking),
      sequence: booking.booking_sequence,
      stamp,
      created: new Date(booking.created_at),
      start,
      end: new Date(start.getTime() + booking.duration_minutes * 60_000),
      summary: feedSummary(booking),
      description: `Reference ${leadReference(booking.id)}\n${adminLink(settings, kind, booking)}`,
      location: booking.meeting_link,
      url: booking.meeting_link,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
