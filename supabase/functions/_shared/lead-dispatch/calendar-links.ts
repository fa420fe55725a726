// "Add to Google Calendar" and "Add to Outlook" for a booked time: the links those calendars
// open a filled-in new event from, for readers whose mail app hides the .ics. The event is
// the one the invite carries (booking-mail.tsx). Runs in Deno and Node.
import type { Action } from '../mail/mail-parts.tsx';
import { leadReference } from './lead-kinds.ts';
import type { FollowUpSettings } from './settings.ts';

export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  details: string;
  location: string | null;
}

/** 20261201T043000Z, the form Google's template link reads. */
const googleStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function googleCalendarLink(event: CalendarEvent): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${googleStamp(event.start)}/${googleStamp(event.end)}`,
    details: event.details,
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

export function outlookCalendarLink(event: CalendarEvent): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: event.start.toISOString(),
    enddt: event.end.toISOString(),
    body: event.details,
    ...(event.location ? { location: event.location } : {}),
  });
  return `https://outlook.live.com/calendar/0/action/compose?${query}`;
}

/** What a booking's calendar event is made of. */
export interface BookedTime {
  id: string;
  created_at: string;
  scheduled_at: string | null;
  preferred_at: string | null;
  duration_minutes: number;
  meeting_link: string | null;
}

/** The booked meeting as calendars hold it, the same in the invite and in the links. */
export function bookedEvent(settings: FollowUpSettings, booking: BookedTime): CalendarEvent {
  const start = new Date(booking.scheduled_at ?? booking.preferred_at ?? booking.created_at);
  return {
    title: `Consultation with ${settings.from.name}`,
    start,
    end: new Date(start.getTime() + booking.duration_minutes * 60_000),
    details: `Reference ${leadReference(booking.id)}`,
    location: booking.meeting_link,
  };
}

export function calendarActions(settings: FollowUpSettings, booking: BookedTime): Action[] {
  const event = bookedEvent(settings, booking);
  return [
    { href: googleCalendarLink(event), label: 'Add to Google Calendar' },
    { href: outlookCalendarLink(event), label: 'Add to Outlook' },
  ];
}
