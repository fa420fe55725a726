/** @jsxRuntime automatic @jsxImportSource react */
// The mails about one booking after it was made: its confirmation (or, after a change, its
// update) with a calendar invite and calendar links, its cancellation, the reminder the day
// before, and the staff's notice of what the visitor changed. Every visitor mail links to the booking's own
// page. Functions of the booking, its link and the settings, rendered on the mail frame.
import { adminLink, bookingUid, manageLink } from './lead-links.ts';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { MailLayout } from '../mail/mail-layout.tsx';
import type { Action } from '../mail/mail-parts.tsx';
import { Actions, Facts, Paragraph } from '../mail/mail-parts.tsx';
import { renderMail } from '../mail/render-mail.ts';
import { bookingClockLines } from './booked-with.ts';
import { bothClocks } from './booking-time.ts';
import { bookedEvent, calendarActions } from './calendar-links.ts';
import type { DispatchKind } from './lead-kinds.ts';
import { leadReference } from './lead-kinds.ts';
import type { Lead, MailMessage } from './lead-mail.tsx';
import { greeting, personName, visitorReason } from './lead-mail.tsx';
import type { Fact } from '../mail/mail-parts.tsx';
import type { Line } from './mail-text.ts';
import { headerSafe, plainName } from './mail-text.ts';
import { staffDigestMail, staffLeadMail } from './staff-mail.tsx';
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

/** The invite calendars act on: REQUEST books or moves the event, CANCEL removes it. */
export function bookingInvite(
  settings: FollowUpSettings,
  booking: Booking,
  method: 'REQUEST' | 'CANCEL',
  stamp: Date,
): string {
  const event = bookedEvent(settings, booking);
  const calendar = ical({
    prodId: { company: settings.from.name, product: 'Consultations' },
    method: method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: bookingUid(settings, booking),
    sequence: booking.booking_sequence,
    stamp,
    start: event.start,
    end: event.end,
    summary: event.title,
    description: event.details,
    location: event.location,
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

function scheduledLines(booking: Booking): Fact[] {
  const at = new Date(booking.scheduled_at ?? '');
  return [
    { label: 'When', value: bothClocks(at, booking.time_zone) },
    { label: 'Duration', value: `${booking.duration_minutes} minutes` },
    ...(booking.meeting_link
      ? [{ label: 'Meeting link', value: booking.meeting_link, href: booking.meeting_link }]
      : []),
    { label: 'Reference', value: leadReference(booking.id) },
  ];
}

interface VisitorMailParts {
  subject: string;
  heading: string;
  intro: string;
  lines: Fact[];
  actions: Action[];
  /** The booking's own page, after the mail's main actions. */
  manage: { question: string; link: string; label: string };
}

function visitorMail(
  settings: FollowUpSettings,
  booking: Booking,
  parts: VisitorMailParts,
): Promise<MailMessage> {
  return renderMail(
    <MailLayout
      siteUrl={settings.siteUrl}
      preview={parts.intro}
      heading={parts.heading}
      reason={visitorReason(settings)}
    >
      {/* Only a plain name: these mails go to the address the visitor typed (see plainName). */}
      <Paragraph>{greeting(plainName(booking.name))}</Paragraph>
      <Paragraph>{parts.intro}</Paragraph>
      <Facts facts={parts.lines} />
      {parts.actions.length > 0 && <Actions actions={parts.actions} />}
      <Paragraph>{parts.manage.question}</Paragraph>
      <Actions
        actions={[{ href: parts.manage.link, label: parts.manage.label }]}
        secondary={parts.actions.length > 0}
      />
    </MailLayout>,
  ).then((rendered) => ({
    to: [{ name: '', address: booking.email }],
    replyTo: settings.from,
    subject: headerSafe(parts.subject, 160),
    ...rendered,
  }));
}

/** The first confirmation, or, with `update`, the one after a change the visitor was not sent yet. */
const confirmationWords = {
  first: {
    subject: (when: string) => `Confirmed: your consultation on ${when}`,
    heading: 'Your consultation is confirmed',
    intro:
      'Your consultation is confirmed. The invite attached (invite.ics) adds it to your calendar, or use a button below.',
  },
  update: {
    subject: (when: string) => `Updated: your consultation is now on ${when}`,
    heading: 'Your consultation has changed',
    intro:
      'Your consultation has changed: the details below replace the ones we sent before. The invite attached (invite.ics) updates it in your calendar; if you added it with a button instead, remove the old entry and add the new one below.',
  },
};

export async function confirmationMail(
  settings: FollowUpSettings,
  booking: Booking,
  token: string,
  stamp: Date,
  { update }: { update: boolean } = { update: false },
): Promise<MailMessage> {
  const when = bothClocks(new Date(booking.scheduled_at ?? ''), booking.time_zone);
  const words = confirmationWords[update ? 'update' : 'first'];
  return {
    ...(await visitorMail(settings, booking, {
      subject: words.subject(when),
      heading: words.heading,
      intro: words.intro,
      lines: scheduledLines(booking),
      actions: calendarActions(settings, booking),
      manage: {
        question: 'Need another time, or cannot come?',
        link: manageLink(settings, token),
        label: 'Change or cancel your booking',
      },
    })),
    calendar: { method: 'REQUEST', content: bookingInvite(settings, booking, 'REQUEST', stamp) },
  };
}

export async function cancellationMail(
  settings: FollowUpSettings,
  booking: Booking,
  token: string,
  stamp: Date,
): Promise<MailMessage> {
  const wasScheduled = booking.scheduled_at !== null;
  return {
    ...(await visitorMail(settings, booking, {
      subject: `Cancelled: your consultation (reference ${leadReference(booking.id)})`,
      heading: 'Your consultation is cancelled',
      intro: wasScheduled
        ? 'Your consultation is cancelled. The attached update (invite.ics) removes it from your calendar.'
        : 'Your consultation request is cancelled.',
      lines: [{ label: 'Reference', value: leadReference(booking.id) }],
      actions: [],
      manage: {
        question: 'Would another time suit you?',
        link: manageLink(settings, token),
        label: 'Ask for another time',
      },
    })),
    ...(wasScheduled && {
      calendar: { method: 'CANCEL', content: bookingInvite(settings, booking, 'CANCEL', stamp) },
    }),
  };
}

export function reminderMail(
  settings: FollowUpSettings,
  booking: Booking,
  token: string,
): Promise<MailMessage> {
  const when = bothClocks(new Date(booking.scheduled_at ?? ''), booking.time_zone);
  return visitorMail(settings, booking, {
    subject: `Reminder: your consultation on ${when}`,
    heading: 'Your consultation is tomorrow',
    intro: 'A reminder: your consultation is tomorrow.',
    lines: scheduledLines(booking),
    actions: calendarActions(settings, booking),
    manage: {
      question: 'Cannot come?',
      link: manageLink(settings, token),
      label: 'Change or cancel your booking',
    },
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
    ...bookingClockLines(booking).filter(({ label }) => label !== 'Booked with'),
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
): Promise<MailMessage> {
  const { name, what, lines } = changeSummary(kind, booking, change);
  return staffLeadMail(settings, {
    subject: {
      cancelled: `Booking cancelled by ${name}`,
      time_requested: `${name} asked for another time`,
      moved: `${name} moved their consultation`,
    }[change],
    intro: what,
    lines,
    link: adminLink(settings, kind, booking),
    name,
    email: booking.email,
  });
}

/** A burst of changes made through booking links, in one mail, as booth bursts are. */
export function bookingChangeDigestMail(
  settings: FollowUpSettings,
  kind: DispatchKind,
  changes: { booking: Booking; change: BookingChange }[],
): Promise<MailMessage> {
  return staffDigestMail(settings, {
    subject: `${changes.length} changes to bookings`,
    intro: `${changes.length} changes to bookings arrived together, so they come in one mail.`,
    entries: changes.map(({ booking, change }) => {
      const { what, lines } = changeSummary(kind, booking, change);
      return { title: what, lines, link: adminLink(settings, kind, booking) };
    }),
    list: {
      href: `${settings.siteUrl}/admin?kind=${kind.kind}`,
      label: 'All bookings in the dashboard',
    },
  });
}
