// A booth lead that staff rated Hot: the one staff mail (a digest when a burst of Hot
// ratings arrives together, as for other staff mail) and the `lead.rated` webhook's body.
// The claim hands the event lead with its rating under `rating_note` (public.event_lead_notes
// as stored); every value in it was typed at the booth, so the mails escape it all.
import { escapeHtml } from '../mail/escape-html.ts';
import type { DispatchKind } from './lead-kinds.ts';
import { leadReference } from './lead-kinds.ts';
import type { Lead, MailMessage } from './lead-mail.ts';
import { adminLink, personName } from './lead-mail.ts';
import type { Line } from './mail-text.ts';
import { headerSafe, htmlLines, textLines, valueText } from './mail-text.ts';
import type { FollowUpSettings } from './settings.ts';
import { webhookFields } from './webhook.ts';

export interface RatingNote {
  rating: 'hot' | 'warm' | 'cold';
  answers: { question: string; answer: string }[];
  note: string | null;
  staff_name: string | null;
  created_at: string;
}

export const ratingLabels: Record<RatingNote['rating'], string> = {
  hot: 'Hot',
  warm: 'Warm',
  cold: 'Cold',
};

/** The rating the claim attached; a lead without one cannot be announced as rated. */
export function ratingOf(lead: Lead): RatingNote {
  const note = lead.rating_note as RatingNote | null | undefined;
  if (!note) throw new Error('the lead has no rating');
  return note;
}

const eventOf = (lead: Lead) => valueText(lead.event_name) ?? 'the booth';

function hotLines(kind: DispatchKind, lead: Lead): Line[] {
  const rating = ratingOf(lead);
  const answers = Array.isArray(rating.answers) ? rating.answers : [];
  return [
    { label: 'Name', value: personName(kind, lead) },
    { label: 'Email', value: lead.email },
    ...kind.summary.flatMap(({ name, label }) => {
      const value = valueText(lead[name]);
      return value ? [{ label, value }] : [];
    }),
    { label: 'Rating', value: ratingLabels[rating.rating] ?? rating.rating },
    ...answers.map(({ question, answer }) => ({ label: question, value: answer })),
    ...(rating.note ? [{ label: 'Note', value: rating.note }] : []),
    ...(rating.staff_name ? [{ label: 'Rated by', value: rating.staff_name }] : []),
    { label: 'Reference', value: leadReference(lead.id) },
  ];
}

const page = (body: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${body}</body></html>`;

export function hotLeadMail(
  settings: FollowUpSettings,
  kind: DispatchKind,
  lead: Lead,
): MailMessage {
  const name = personName(kind, lead);
  const event = eventOf(lead);
  const link = adminLink(settings, kind, lead);
  const lines = hotLines(kind, lead);
  return {
    to: settings.staffRecipients.map((address) => ({ name: '', address })),
    replyTo: { name: headerSafe(name, 60), address: lead.email },
    subject: headerSafe(`Hot lead at ${event}: ${name}`, 120),
    text: `Staff at ${event} rated this lead Hot.\n\n${textLines(lines)}\n\nOpen it in the dashboard: ${link}\nReply to this mail to answer ${name}.\n`,
    html: page(
      `<p>Staff at ${escapeHtml(event)} rated this lead Hot.</p>${htmlLines(lines)}` +
        `<p><a href="${escapeHtml(link)}">Open it in the dashboard</a>. Reply to this mail to answer ${escapeHtml(name)}.</p>`,
    ),
  };
}

/** A burst of Hot ratings (a busy booth) as one mail, under the staff digest's rule. */
export function hotLeadDigestMail(
  settings: FollowUpSettings,
  kind: DispatchKind,
  leads: Lead[],
): MailMessage {
  const list = `${settings.siteUrl}/admin?kind=${kind.kind}`;
  const entries = leads.map((lead) => ({
    lines: hotLines(kind, lead),
    link: adminLink(settings, kind, lead),
  }));
  return {
    to: settings.staffRecipients.map((address) => ({ name: '', address })),
    replyTo: settings.from,
    subject: `${leads.length} hot leads`,
    text:
      `Staff rated ${leads.length} leads Hot together, so they come in one mail.\n\n` +
      entries
        .map(({ lines, link }, index) => `${index + 1}.\n${textLines(lines)}\n${link}`)
        .join('\n\n') +
      `\n\nAll event leads in the dashboard: ${list}\n`,
    html: page(
      `<p>Staff rated ${leads.length} leads Hot together, so they come in one mail.</p><ol>` +
        entries
          .map(
            ({ lines, link }) =>
              `<li>${htmlLines(lines)}<p><a href="${escapeHtml(link)}">Open</a></p></li>`,
          )
          .join('') +
        `</ol><p><a href="${escapeHtml(list)}">All event leads in the dashboard</a></p>`,
    ),
  };
}

/** The `lead.rated` event: the lead as `lead.created` carries it, and its rating beside. */
export function ratedWebhookPayload(kind: DispatchKind, lead: Lead, now: Date): string {
  const rating = ratingOf(lead);
  return JSON.stringify({
    type: 'lead.rated',
    timestamp: now.toISOString(),
    data: {
      kind: kind.kind,
      table: kind.table,
      id: lead.id,
      reference: leadReference(lead.id),
      created_at: lead.created_at,
      rating: rating.rating,
      answers: rating.answers,
      note: rating.note,
      rated_by: rating.staff_name,
      rated_at: rating.created_at,
      fields: webhookFields(lead),
    },
  });
}
