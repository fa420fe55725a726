// The three mails a lead can cause: one to staff, a digest to staff when a burst of one
// kind arrives together, and the visitor's acknowledgement. Pure functions of the lead,
// its kind and the settings; every visitor value is escaped (mail-text.ts).
import { bookedWithLines, isTakenWish } from './booked-with.ts';
import type { DispatchKind } from './lead-kinds.ts';
import { leadReference } from './lead-kinds.ts';
import type { Line } from './mail-text.ts';
import { escapeHtml } from '../mail/escape-html.ts';
import { headerSafe, htmlLines, textLines, valueText } from './mail-text.ts';
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

function summaryLines(kind: DispatchKind, lead: Lead): Line[] {
  return kind.summary.flatMap(({ name, label, file }) => {
    if (kind.pages.some((field) => field.name === name)) {
      const titles = askedPages(kind, lead, name).map((page) => page.title);
      return titles.length ? [{ label, value: titles.join(', ') }] : [];
    }
    const value = valueText(lead[name]);
    if (!value) return [];
    return [{ label, value: file ? value.slice(value.lastIndexOf('/') + 1) : value }];
  });
}

export function adminLink(
  settings: FollowUpSettings,
  kind: DispatchKind,
  lead: Pick<Lead, 'id'>,
): string {
  return `${settings.siteUrl}/admin?kind=${kind.kind}&lead=${lead.id}`;
}

function staffLines(kind: DispatchKind, lead: Lead): Line[] {
  return [
    { label: 'Name', value: personName(kind, lead) },
    { label: 'Email', value: lead.email },
    ...bookedWithLines(lead),
    ...summaryLines(kind, lead),
    { label: 'Reference', value: leadReference(lead.id) },
    { label: 'Received', value: new Date(lead.created_at).toUTCString() },
  ];
}

const page = (body: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${body}</body></html>`;

export function staffMail(settings: FollowUpSettings, kind: DispatchKind, lead: Lead): MailMessage {
  const name = personName(kind, lead);
  const link = adminLink(settings, kind, lead);
  const lines = staffLines(kind, lead);
  return {
    to: settings.staffRecipients.map((address) => ({ name: '', address })),
    replyTo: { name: headerSafe(name, 60), address: lead.email },
    subject: headerSafe(`New ${kind.label.toLowerCase()} from ${name}`, 120),
    text: `A new ${kind.label.toLowerCase()} arrived.\n\n${textLines(lines)}\n\nOpen it in the dashboard: ${link}\nReply to this mail to answer ${name}.\n`,
    html: page(
      `<p>A new ${escapeHtml(kind.label.toLowerCase())} arrived.</p>${htmlLines(lines)}` +
        `<p><a href="${escapeHtml(link)}">Open it in the dashboard</a>. Reply to this mail to answer ${escapeHtml(name)}.</p>`,
    ),
  };
}

export function digestMail(
  settings: FollowUpSettings,
  kind: DispatchKind,
  leads: Lead[],
): MailMessage {
  const label = kind.label.toLowerCase();
  const list = `${settings.siteUrl}/admin?kind=${kind.kind}`;
  const entries = leads.map((lead) => ({
    lead,
    lines: staffLines(kind, lead),
    link: adminLink(settings, kind, lead),
  }));
  return {
    to: settings.staffRecipients.map((address) => ({ name: '', address })),
    replyTo: settings.from,
    subject: `${leads.length} new ${label}s`,
    text:
      `${leads.length} new ${label}s arrived together, so they come in one mail.\n\n` +
      entries
        .map(({ lines, link }, index) => `${index + 1}.\n${textLines(lines)}\n${link}`)
        .join('\n\n') +
      `\n\nAll of them in the dashboard: ${list}\n`,
    html: page(
      `<p>${leads.length} new ${escapeHtml(label)}s arrived together, so they come in one mail.</p><ol>` +
        entries
          .map(
            ({ lines, link }) =>
              `<li>${htmlLines(lines)}<p><a href="${escapeHtml(link)}">Open</a></p></li>`,
          )
          .join('') +
        `</ol><p><a href="${escapeHtml(list)}">All of them in the dashboard</a></p>`,
    ),
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

const nextSteps =
  'What happens next: someone from our team reads it and replies to this address. ' +
  'We never ask for a password or a payment by mail.';

const pagesAsked = 'You asked us to send you these pages:';

const timesTaken = 'The times you picked were taken before your request reached us.';
const pickAgain = 'Pick one of the times free now';

/**
 * The visitor's acknowledgement: fixed wording, the name only when plain, the reference,
 * the kind's promise and what happens next. It restates nothing else the visitor typed:
 * the address it goes to is unverified, so whatever it restated would be mailed from our
 * domain to anyone. The pages the visitor ticked (an event lead's "Send me this") are ours,
 * linked on the site's own origin, and only those the kind lists. manageLink: a booking's
 * own page, where the visitor moves or cancels it, or, when every time they picked was taken
 * (a wish), picks from the times free now.
 */
export function acknowledgementMail(
  settings: FollowUpSettings,
  kind: DispatchKind,
  lead: Lead,
  manageLink: string | null = null,
): MailMessage {
  const hello = greeting(plainName(lead[kind.personField]));
  const reference = leadReference(lead.id);
  const label = kind.label.toLowerCase();
  const wish = isTakenWish(lead);
  const pages = askedPages(kind, lead).map(({ title, path }) => ({
    title,
    url: `${settings.siteUrl}${path}`,
  }));
  return {
    to: [{ name: '', address: lead.email }],
    replyTo: settings.from,
    subject: `We received your ${label} (reference ${reference})`,
    text:
      `${hello}\n\nThank you: your ${label} reached us.\n\n` +
      `Your reference is ${reference}. ${kind.promise}\n\n` +
      (pages.length
        ? `${pagesAsked}\n${pages.map(({ title, url }) => `- ${title}: ${url}`).join('\n')}\n\n`
        : '') +
      `${nextSteps}\n\n` +
      (manageLink && wish ? `${timesTaken} ${pickAgain}: ${manageLink}\n\n` : '') +
      (manageLink && !wish ? `To change or cancel your booking: ${manageLink}\n\n` : '') +
      'If you did not send this, you can ignore this mail.\n',
    html: page(
      `<p>${escapeHtml(hello)}</p><p>Thank you: your ${escapeHtml(label)} reached us.</p>` +
        `<p>Your reference is <strong>${reference}</strong>. ${escapeHtml(kind.promise)}</p>` +
        (pages.length
          ? `<p>${pagesAsked}</p><ul>` +
            pages
              .map(
                ({ title, url }) =>
                  `<li><a href="${escapeHtml(url)}">${escapeHtml(title)}</a></li>`,
              )
              .join('') +
            '</ul>'
          : '') +
        `<p>${escapeHtml(nextSteps)}</p>` +
        (manageLink
          ? wish
            ? `<p>${timesTaken} <a href="${escapeHtml(manageLink)}">${pickAgain}</a></p>`
            : `<p><a href="${escapeHtml(manageLink)}">Change or cancel your booking</a></p>`
          : '') +
        '<p>If you did not send this, you can ignore this mail.</p>',
    ),
  };
}

/** Staff hear once per hour of exceedance that the site's acknowledgement budget is spent. */
export function acknowledgementsPausedMail(settings: FollowUpSettings): MailMessage {
  const text =
    'Acknowledgements to visitors are paused: the site sent as many as it may within the hour. ' +
    'Leads are still stored and you still get their mails; only the visitors are not thanked. ' +
    'So many at once can mean someone is using the forms to mail strangers. ' +
    'Acknowledgements resume by themselves when the hour has passed.';
  const list = `${settings.siteUrl}/admin`;
  return {
    to: settings.staffRecipients.map((address) => ({ name: '', address })),
    replyTo: settings.from,
    subject: 'Acknowledgements to visitors are paused',
    text: `${text}\n\nThe dashboard: ${list}\n`,
    html: page(`<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(list)}">The dashboard</a></p>`),
  };
}
