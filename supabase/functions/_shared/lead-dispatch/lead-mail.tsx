/** @jsxRuntime automatic @jsxImportSource react */
// The mails a lead causes: one to staff, a digest to staff when a burst of one kind arrives
// together, and the visitor's acknowledgement. Functions of the lead, its kind and the
// settings, rendered on the mail frame (../mail); React escapes every visitor value.
import { adminLink } from './lead-links.ts';
import { MailLayout } from '../mail/mail-layout.tsx';
import type { Action } from '../mail/mail-parts.tsx';
import { Actions, Facts, LinkList, Paragraph } from '../mail/mail-parts.tsx';
import { renderMail } from '../mail/render-mail.ts';
import { bookingClockLines, isTakenWish, rawTimeFields } from './booked-with.ts';
import { bothClocks } from './booking-time.ts';
import type { BookedTime } from './calendar-links.ts';
import { calendarActions } from './calendar-links.ts';
import type { DispatchKind } from './lead-kinds.ts';
import { leadReference } from './lead-kinds.ts';
import type { Line } from './mail-text.ts';
import { headerSafe, valueText } from './mail-text.ts';
import type { Address, FollowUpSettings } from './settings.ts';

export type Lead = Record<string, unknown> & { id: string; email: string; created_at: string };

export interface MailMessage {
  to: Address[];
  replyTo: Address;
  subject: string;
  text: string;
  html: string;
  /** A calendar invite, sent as calendars expect it (text/calendar with its method). */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
}

export function personName(kind: DispatchKind, lead: Lead): string {
  return valueText(lead[kind.personField]) ?? lead.email;
}

/**
 * The pages a lead asked for, by path and title: only pages the kind lists (the database
 * refuses any other), in the order it lists them.
 */
function askedPages(kind: DispatchKind, lead: Lead, name?: string) {
  return kind.pages
    .filter((field) => name === undefined || field.name === name)
    .flatMap((field) => {
      const asked = lead[field.name];
      return Array.isArray(asked) ? field.pages.filter((page) => asked.includes(page.path)) : [];
    });
}

function summaryLines(kind: DispatchKind, lead: Lead, skipped: string[]): Line[] {
  return kind.summary.flatMap(({ name, label, file }) => {
    if (skipped.includes(name)) return [];
    if (kind.pages.some((field) => field.name === name)) {
      const titles = askedPages(kind, lead, name).map((page) => page.title);
      return titles.length ? [{ label, value: titles.join(', ') }] : [];
    }
    const value = valueText(lead[name]);
    if (!value) return [];
    return [{ label, value: file ? value.slice(value.lastIndexOf('/') + 1) : value }];
  });
}

/** A booking's time on both clocks stands in for the date, time and zone typed. */
function staffLines(kind: DispatchKind, lead: Lead): Line[] {
  const clocks = bookingClockLines(lead);
  return [
    { label: 'Name', value: personName(kind, lead) },
    { label: 'Email', value: lead.email },
    ...clocks,
    ...summaryLines(kind, lead, clocks.length ? rawTimeFields : []),
    { label: 'Reference', value: leadReference(lead.id) },
    { label: 'Received', value: new Date(lead.created_at).toUTCString() },
  ];
}

export const staffRecipients = (settings: FollowUpSettings) =>
  settings.staffRecipients.map((address) => ({ name: '', address }));

export const staffReason = (settings: FollowUpSettings) =>
  `You get this mail because your address is set to receive the leads of ${new URL(settings.siteUrl).host}.`;

/** The staff's two actions on one lead: open it, or answer the person (by name when plain). */
export function leadActions(link: string, name: string, email: string): Action[] {
  return [
    { href: link, label: 'Open in dashboard' },
    // Encoded: an address the database accepts may hold '?', which would add a Cc to the reply.
    {
      href: `mailto:${encodeURIComponent(email).replaceAll('%40', '@')}`,
      label: `Reply to ${plainName(name) ?? email}`,
    },
  ];
}

export async function staffMail(
  settings: FollowUpSettings,
  kind: DispatchKind,
  lead: Lead,
): Promise<MailMessage> {
  const name = personName(kind, lead);
  const label = kind.label.toLowerCase();
  const subject = headerSafe(`New ${label} from ${name}`, 120);
  return {
    to: staffRecipients(settings),
    replyTo: { name: headerSafe(name, 60), address: lead.email },
    subject,
    ...(await renderMail(
      <MailLayout
        siteUrl={settings.siteUrl}
        preview={`Reference ${leadReference(lead.id)}. Reply to this mail to answer ${headerSafe(name, 60)}.`}
        heading={subject}
        reason={staffReason(settings)}
      >
        <Paragraph>{`A new ${label} arrived on the website.`}</Paragraph>
        <Facts facts={staffLines(kind, lead)} />
        <Actions actions={leadActions(adminLink(settings, kind, lead), name, lead.email)} />
        <Paragraph muted>{`Replying to this mail answers ${name} too.`}</Paragraph>
      </MailLayout>,
    )),
  };
}

/** Several leads in one staff mail: each titled, with its facts and its own link. */
export function DigestEntries({
  entries,
}: {
  entries: { title: string; lines: Line[]; link: string }[];
}) {
  return entries.map(({ title, lines, link }, index) => (
    <div key={link}>
      <Paragraph>
        <strong>{`${index + 1}. ${title}`}</strong>
      </Paragraph>
      <Facts facts={lines} />
      <Actions actions={[{ href: link, label: 'Open in dashboard' }]} />
    </div>
  ));
}

export async function digestMail(
  settings: FollowUpSettings,
  kind: DispatchKind,
  leads: Lead[],
): Promise<MailMessage> {
  const label = kind.label.toLowerCase();
  const list = `${settings.siteUrl}/admin?kind=${kind.kind}`;
  const subject = `${leads.length} new ${label}s`;
  const entries = leads.map((lead) => ({
    title: personName(kind, lead),
    lines: staffLines(kind, lead),
    link: adminLink(settings, kind, lead),
  }));
  return {
    to: staffRecipients(settings),
    replyTo: settings.from,
    subject,
    ...(await renderMail(
      <MailLayout
        siteUrl={settings.siteUrl}
        preview={`${leads.length} arrived together, so they come in one mail.`}
        heading={subject}
        reason={staffReason(settings)}
      >
        <Paragraph>{`${leads.length} new ${label}s arrived together, so they come in one mail.`}</Paragraph>
        <DigestEntries entries={entries} />
        <Actions actions={[{ href: list, label: `All ${label}s in the dashboard` }]} />
      </MailLayout>,
    )),
  };
}

/**
 * The name a visitor typed, when it is plainly a name; otherwise null and the mail greets
 * no one. A link, an address or a long number in a "name" is how a form is made to carry
 * someone else's message to a stranger.
 */
export function plainName(value: unknown): string | null {
  const name = headerSafe(valueText(value) ?? '', 200);
  if (!name || name.length > 40) return null;
  if (/@|:\/\/|www\.|[a-z0-9-]\.[a-z]{2,}|\d{4,}|[<>{}[\]\\/]/i.test(name)) return null;
  return name;
}

export function greeting(name: string | null): string {
  return name ? `Hello ${name},` : 'Hello,';
}

const bookedWhen = (booking: Lead & BookedTime) =>
  bothClocks(
    new Date(booking.scheduled_at ?? ''),
    typeof booking.time_zone === 'string' ? booking.time_zone : null,
  );

/** Why a visitor got a mail: the address was typed on our site, by them or by someone else. */
export const visitorReason = (settings: FollowUpSettings) =>
  `You get this mail because this address was entered in a form on ${new URL(settings.siteUrl).host}. If you did not send this, you can ignore this mail.`;

const nextSteps =
  'What happens next: someone from our team reads it and replies to this address. ' +
  'We never ask for a password or a payment by mail.';

const pagesAsked = 'You asked us to send you these pages:';

const timesTaken = 'The times you picked were taken before your request reached us.';

/**
 * The visitor's acknowledgement: fixed wording, the name only when plain, the reference,
 * the kind's promise and what happens next. It restates nothing else the visitor typed:
 * the address it goes to is unverified, so whatever it restated would be mailed from our
 * domain to anyone. The pages the visitor ticked (an event lead's "Send me this") are ours,
 * linked on the site's own origin, and only those the kind lists. manageLink: a booking's
 * own page, where the visitor moves or cancels it, or, when every time they picked was taken
 * (a wish), picks from the times free now.
 */
export async function acknowledgementMail(
  settings: FollowUpSettings,
  kind: DispatchKind,
  lead: Lead,
  manageLink: string | null = null,
): Promise<MailMessage> {
  const reference = leadReference(lead.id);
  const label = kind.label.toLowerCase();
  const wish = isTakenWish(lead);
  // A booking the database booked at once: its time goes straight into a calendar.
  const booked = lead.status === 'confirmed' && typeof lead.scheduled_at === 'string';
  const pages = askedPages(kind, lead).map(({ title, path }) => ({
    label: title,
    href: `${settings.siteUrl}${path}`,
  }));
  return {
    to: [{ name: '', address: lead.email }],
    replyTo: settings.from,
    subject: `We received your ${label} (reference ${reference})`,
    ...(await renderMail(
      <MailLayout
        siteUrl={settings.siteUrl}
        preview={`Your reference is ${reference}. ${kind.promise}`}
        heading={`We received your ${label}`}
        reason={visitorReason(settings)}
      >
        <Paragraph>{greeting(plainName(lead[kind.personField]))}</Paragraph>
        <Paragraph>{`Thank you: your ${label} reached us.`}</Paragraph>
        <Paragraph>
          Your reference is <strong>{reference}</strong>. {kind.promise}
        </Paragraph>
        {pages.length > 0 && (
          <>
            <Paragraph>{pagesAsked}</Paragraph>
            <LinkList links={pages} />
          </>
        )}
        <Paragraph>{nextSteps}</Paragraph>
        {manageLink && wish && (
          <>
            <Paragraph>{timesTaken}</Paragraph>
            <Actions actions={[{ href: manageLink, label: 'Pick one of the times free now' }]} />
          </>
        )}
        {booked && (
          <>
            <Facts facts={[{ label: 'When', value: bookedWhen(lead as Lead & BookedTime) }]} />
            <Actions actions={calendarActions(settings, lead as Lead & BookedTime)} />
          </>
        )}
        {manageLink && !wish && (
          <Actions
            actions={[{ href: manageLink, label: 'Change or cancel your booking' }]}
            secondary={booked}
          />
        )}
      </MailLayout>,
    )),
  };
}

/** Staff hear once per hour of exceedance that the site's acknowledgement budget is spent. */
export async function acknowledgementsPausedMail(settings: FollowUpSettings): Promise<MailMessage> {
  const subject = 'Acknowledgements to visitors are paused';
  return {
    to: staffRecipients(settings),
    replyTo: settings.from,
    subject,
    ...(await renderMail(
      <MailLayout
        siteUrl={settings.siteUrl}
        preview="The site sent as many as it may within the hour."
        heading={subject}
        reason={staffReason(settings)}
      >
        <Paragraph>
          Acknowledgements to visitors are paused: the site sent as many as it may within the hour.
          Leads are still stored and you still get their mails; only the visitors are not thanked.
        </Paragraph>
        <Paragraph>
          So many at once can mean someone is using the forms to mail strangers.
        </Paragraph>
        <Paragraph>Acknowledgements resume by themselves when the hour has passed.</Paragraph>
        <Actions actions={[{ href: `${settings.siteUrl}/admin`, label: 'Open the dashboard' }]} />
      </MailLayout>,
    )),
  };
}
