// "Add to Google Calendar" and "Add to Outlook" for a booked time: the links those calendars
// open a filled-in new event from, for readers whose mail app hides the .ics. Runs in Deno
// and Node.

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
