// The mails about one booking after it was made: its confirmation (or update) with a
// calendar invite, its cancellation, the reminder the day before, and the staff's notice
// of what the visitor changed. Every visitor mail links to the booking's own page. Pure
// functions of the booking, its link and the settings; visitor text is escaped.
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { escapeHtml } from '../mail/escape-html.ts';
import { bothClocks } from './booking-time.ts';
import type { DispatchKind } from './lead-kinds.ts';
import { leadReference } from './lead-kinds.ts';
import type { Lead, MailMessage } from './lead-mail.ts';
import { adminLink, greeting, personName, plainName } from './lead-mail.ts';
import type { Line } from './mail-text.ts';
import { headerSafe, htmlLines, textLines } from './mail-text.ts';
import type { FollowUpSettings } from './settings.ts';

export interface Booking extends Lead {
  status: string;
  time_zone: string | null;
  preferred_at: string | null;
  scheduled_at: string | null;
  duration_minutes: number;
  meeting_link: string | null;
  booking_sequence: number;
}

/** The page where the visitor sees, moves or cancels the booking; the token never leaves the fragment. */
export function manageLink(settings: FollowUpSettings, token: string): string {
  return `${settings.siteUrl}/booking#${token}`;
}

/** One booking, one calendar event, whatever happens to it: the same UID every time. */
export function bookingUid(settings: FollowUpSettings, booking: Pick<Booking, 'id'>): string {
  return `consultation-${booking.id}@${new URL(settings.siteUrl).hostname}`;
}

const page = (body: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${body}</body></html>`;

/** The invite calendars act on: REQUEST books or moves the event, CANCEL removes it. */
export function bookingInvite(
  settings: FollowUpSettings,
  booking: Booking,
  method: 'REQUEST' | 'CANCEL',
  stamp: Date,
): string {
  const start = new Date(booking.scheduled_at ?? booking.preferred_at ?? booking.created_at);
  const calendar = ical({
    prodId: { company: settings.from.name, product: 'Consultations' },
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: bookingUid(settings, booking),
    sequence: booking.booking_sequence,
    stamp,
    start,
    end: new Date(start.getTime() + booking.duration_minutes * 60_000),
    summary: `Consultation with ${settings.from.name}`,
    description: `Reference ${leadReference(booking.id)}`,
    location: booking.meeting_link,
    status: method === 'REQUEST' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    organizer: { name: settings.from.name, email: settings.from.address },
    attendees: [
      {
        name: plainName(booking.name) ?? undefined,
        email: booking.email,
        role: ICalAttendeeRole.REQ,
        status: method === 'REQUEST' ? ICalAttendeeStatus.NEEDSACTION : ICalAttendeeStatus.DECLINED,
        rsvp: method === 'REQUEST',
      },
    ],
  });
  return calendar.toString();
}

function scheduledLines(booking: Booking): Line[] {
  const at = new Date(booking.scheduled_at ?? '');
  return [
    { label: 'When', value: bothClocks(at, booking.time_zone) },
    { label: 'Duration', value: `${booking.duration_minutes} minutes` },
    ...(booking.meeting_link ? [{ label: 'Meeting link', value: booking.meeting_link }] : []),
    { label: 'Reference', value: leadReference(booking.id) },
  ];
}

function visitorMail(
  settings: FollowUpSettings,
  booking: Booking,
  parts: { subject: string; intro: string; lines: Line[]; link: string; linkText: string },
): MailMessage {
  // Only a plain name: these mails go to the address the visitor typed (see plainName).
  const hello = greeting(plainName(booking.name));
  return {
    to: [{ name: '', address: booking.email }],
    replyTo: settings.from,
    subject: headerSafe(parts.subject, 160),
    text: `${hello}\n\n${parts.intro}\n\n${textLines(parts.lines)}\n\n${parts.linkText}: ${parts.link}\n`,
    html: page(
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(parts.intro)}</p>${htmlLines(parts.lines)}` +
        `<p><a href="${escapeHtml(parts.link)}">${escapeHtml(parts.linkText)}</a></p>`,
    ),
  };
}

export function confirmationMail(
  settings: FollowUpSettings,
  booking: Booking,
  token: string,
  stamp: Date,
): MailMessage {
  const when = bothClocks(new Date(booking.scheduled_at ?? ''), booking.time_zone);
  return {
    ...visitorMail(settings, booking, {
      subject: `Confirmed: your consultation on ${when}`,
      intro: 'Your consultation is confirmed. The invite attached adds it to your calendar.',
      lines: scheduledLines(booking),
      link: manageLink(settings, token),
      linkText: 'Need another time, or cannot come? Change or cancel your booking',
    }),
    calendar: { method: 'REQUEST', content: bookingInvite(settings, booking, 'REQUEST', stamp) },
  };
}

export function cancellationMail(
  settings: FollowUpSettings,
  booking: Booking,
  token: string,
  stamp: Date,
): MailMessage {
  const wasScheduled = booking.scheduled_at !== null;
  return {
    ...visitorMail(settings, booking, {
      subject: `Cancelled: your consultation (reference ${leadReference(booking.id)})`,
      intro: wasScheduled
        ? 'Your consultation is cancelled. The attached update removes it from your calendar.'
        : 'Your consultation request is cancelled.',
      lines: [{ label: 'Reference', value: leadReference(booking.id) }],
      link: manageLink(settings, token),
      linkText: 'Would another time suit you? Ask for one',
    }),
    ...(wasScheduled && {
      calendar: { method: 'CANCEL', content: bookingInvite(settings, booking, 'CANCEL', stamp) },
    }),
  };
}

export function reminderMail(
  settings: FollowUpSettings,
  booking: Booking,
  token: string,
): MailMessage {
  const when = bothClocks(new Date(booking.scheduled_at ?? ''), booking.time_zone);
  return visitorMail(settings, booking, {
    subject: `Reminder: your consultation on ${when}`,
    intro: 'A reminder: your consultation is tomorrow.',
    lines: scheduledLines(booking),
    link: manageLink(settings, token),
    linkText: 'Cannot come? Change or cancel your booking',
  });
}

export type BookingChange = 'cancelled' | 'time_requested' | 'moved';

/** What the visitor did, in one sentence, and the lines that identify the booking. */
function changeSummary(kind: DispatchKind, booking: Booking, change: BookingChange) {
  const name = personName(kind, booking);
  const wish = booking.preferred_at
    ? bothClocks(new Date(booking.preferred_at), booking.time_zone)
    : [booking.preferred_date, booking.preferred_time].filter(Boolean).join(' ') || 'no time given';
  const what =
    change === 'cancelled'
      ? `${name} cancelled their consultation.`
      : change === 'moved'
        ? `${name} moved their consultation to ${bothClocks(new Date(booking.scheduled_at ?? ''), booking.time_zone)}.`
        : `${name} asked for another time for their consultation: ${wish}.`;
  const lines: Line[] = [
    { label: 'Name', value: name },
    { label: 'Email', value: booking.email },
    ...(typeof booking.host_name === 'string' && booking.host_name
      ? [{ label: 'Host', value: booking.host_name }]
      : []),
    { label: 'Reference', value: leadReference(booking.id) },
  ];
  return { name, what, lines };
}

/** Staff hear what the visitor did on the booking's page, with the new wish if any. */
export function staffBookingChangeMail(
  settings: FollowUpSettings,
  kind: DispatchKind,
  booking: Booking,
  change: BookingChange,
): MailMessage {
  const { name, what, lines } = changeSummary(kind, booking, change);
  const link = adminLink(settings, kind, booking);
  return {
    to: settings.staffRecipients.map((address) => ({ name: '', address })),
    replyTo: { name: headerSafe(name, 60), address: booking.email },
    subject: headerSafe(
      {
        cancelled: `Booking cancelled by ${name}`,
        time_requested: `${name} asked for another time`,
        moved: `${name} moved their consultation`,
      }[change],
      120,
    ),
    text: `${what}\n\n${textLines(lines)}\n\nOpen it in the dashboard: ${link}\n`,
    html: page(
      `<p>${escapeHtml(what)}</p>${htmlLines(lines)}<p><a href="${escapeHtml(link)}">Open it in the dashboard</a></p>`,
    ),
  };
}

/** A burst of changes made through booking links, in one mail, as booth bursts are. */
export function bookingChangeDigestMail(
  settings: FollowUpSettings,
  kind: DispatchKind,
  changes: { booking: Booking; change: BookingChange }[],
): MailMessage {
  const entries = changes.map(({ booking, change }) => ({
    ...changeSummary(kind, booking, change),
    link: adminLink(settings, kind, booking),
  }));
  const intro = `${changes.length} changes to bookings arrived together, so they come in one mail.`;
  const list = `${settings.siteUrl}/admin?kind=${kind.kind}`;
  return {
    to: settings.staffRecipients.map((address) => ({ name: '', address })),
    replyTo: settings.from,
    subject: `${changes.length} changes to bookings`,
    text:
      `${intro}\n\n` +
      entries
        .map(
          ({ what, lines, link }, index) => `${index + 1}. ${what}\n${textLines(lines)}\n${link}`,
        )
        .join('\n\n') +
      `\n\nAll bookings in the dashboard: ${list}\n`,
    html: page(
      `<p>${escapeHtml(intro)}</p><ol>` +
        entries
          .map(
            ({ what, lines, link }) =>
              `<li><p>${escapeHtml(what)}</p>${htmlLines(lines)}<p><a href="${escapeHtml(link)}">Open</a></p></li>`,
          )
          .join('') +
        `</ol><p><a href="${escapeHtml(list)}">All bookings in the dashboard</a></p>`,
    ),
  };
}
