// A booth lead that staff rated Hot: the one staff mail (a digest when a burst of Hot
// ratings arrives together, as for other staff mail) and the `lead.rated` webhook's body.
// The claim hands the event lead with its rating under `rating_note` (public.event_lead_notes
// as stored); every value in it was typed at the booth, so the mails escape it all.
import type { DispatchKind } from './lead-kinds.ts';
import { leadReference } from './lead-kinds.ts';
import { adminLink } from './lead-links.ts';
import type { Lead, MailMessage } from './lead-mail.tsx';
import { personName } from './lead-mail.tsx';
import type { Line } from './mail-text.ts';
import { valueText } from './mail-text.ts';
import { staffDigestMail, staffLeadMail } from './staff-mail.tsx';
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
    // The rating is the news: before what the visitor typed, so a digest's short line keeps it.
    { label: 'Rating', value: ratingLabels[rating.rating] ?? rating.rating },
    ...answers.map(({ question, answer }) => ({ label: question, value: answer })),
    ...(rating.note ? [{ label: 'Note', value: rating.note }] : []),
    ...(rating.staff_name ? [{ label: 'Rated by', value: rating.staff_name }] : []),
    ...kind.summary.flatMap(({ name, label }) => {
      const value = valueText(lead[name]);
      return value ? [{ label, value }] : [];
    }),
    { label: 'Reference', value: leadReference(lead.id) },
  ];
}

export function hotLeadMail(
  settings: FollowUpSettings,
  kind: DispatchKind,
  lead: Lead,
): Promise<MailMessage> {
  const name = personName(kind, lead);
  const event = eventOf(lead);
  return staffLeadMail(settings, {
    subject: `Hot lead at ${event}: ${name}`,
    intro: `Staff at ${event} rated this lead Hot.`,
    lines: hotLines(kind, lead),
    link: adminLink(settings, kind, lead),
    name,
    email: lead.email,
  });
}

/** A burst of Hot ratings (a busy booth) as one mail, under the staff digest's rule. */
export function hotLeadDigestMail(
  settings: FollowUpSettings,
  kind: DispatchKind,
  leads: Lead[],
): Promise<MailMessage> {
  return staffDigestMail(settings, {
    subject: `${leads.length} hot leads`,
    intro: `Staff rated ${leads.length} leads Hot together, so they come in one mail.`,
    entries: leads.map((lead) => ({
      title: personName(kind, lead),
      lines: hotLines(kind, lead),
      link: adminLink(settings, kind, lead),
    })),
    list: {
      href: `${settings.siteUrl}/admin?kind=${kind.kind}`,
      label: 'All event leads in the dashboard',
    },
  });
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
