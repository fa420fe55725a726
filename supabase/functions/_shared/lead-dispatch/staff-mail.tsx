/** @jsxRuntime automatic @jsxImportSource react */
// The two shapes every staff mail takes: one lead (a new lead, a Hot rating, a visitor's change
// to a booking) with its facts, 'Open in dashboard' and 'Reply to <name>', Reply-To the visitor;
// and a digest of several, each with its own link, when a burst arrives together.
import { brand } from '../mail/brand.ts';
import { linkStyle, MailLayout } from '../mail/mail-layout.tsx';
import type { Action } from '../mail/mail-parts.tsx';
import { Actions, Facts, Paragraph } from '../mail/mail-parts.tsx';
import { renderMail } from '../mail/render-mail.ts';
import type { MailMessage } from './lead-mail.tsx';
import type { Line } from './mail-text.ts';
import { headerSafe, plainName } from './mail-text.ts';
import type { FollowUpSettings } from './settings.ts';

const staffRecipients = (settings: FollowUpSettings) =>
  settings.staffRecipients.map((address) => ({ name: '', address }));

const staffReason = (settings: FollowUpSettings) =>
  `You get this mail because your address is set to receive the leads of ${new URL(settings.siteUrl).host}.`;

/** The staff's two actions on one lead: open it, or answer the person (by name when plain). */
function leadActions(link: string, name: string, email: string): Action[] {
  return [
    { href: link, label: 'Open in dashboard' },
    // Encoded: an address the database accepts may hold '?', which would add a Cc to the reply.
    {
      href: `mailto:${encodeURIComponent(email).replaceAll('%40', '@')}`,
      label: `Reply to ${plainName(name) ?? email}`,
    },
  ];
}

export interface StaffLeadMail {
  subject: string;
  /** The one sentence that says what happened; the inbox's preview line unless `preview`. */
  intro: string;
  preview?: string;
  lines: Line[];
  /** The lead in the dashboard. */
  link: string;
  /** The person, as staff know them, and where a reply goes. */
  name: string;
  email: string;
}

export async function staffLeadMail(
  settings: FollowUpSettings,
  mail: StaffLeadMail,
): Promise<MailMessage> {
  const subject = headerSafe(mail.subject, 120);
  return {
    to: staffRecipients(settings),
    replyTo: { name: headerSafe(mail.name, 60), address: mail.email },
    subject,
    ...(await renderMail(
      <MailLayout
        siteUrl={settings.siteUrl}
        preview={headerSafe(mail.preview ?? mail.intro, 160)}
        heading={subject}
        reason={staffReason(settings)}
      >
        <Paragraph>{mail.intro}</Paragraph>
        <Facts facts={mail.lines} />
        <Actions actions={leadActions(mail.link, mail.name, mail.email)} />
        <Paragraph muted>{`Replying to this mail answers ${mail.name} too.`}</Paragraph>
      </MailLayout>,
    )),
  };
}

export interface StaffDigest {
  subject: string;
  intro: string;
  entries: { title: string; lines: Line[]; link: string }[];
  /** All of them in the dashboard. */
  list: Action;
}

/**
 * How many leads a digest lists; the rest it counts. A busy booth's burst is hundreds of
 * leads: listed in full they made a mail of 2 MB, which Gmail clips at 102 KB and which took
 * the dispatcher seconds to render.
 */
export const digestListLimit = 100;

/** What a digest's line says first: what staff reply to and look a lead up by. */
const digestLeaders = ['Email', 'Reference'];
const digestRank = (label: string) =>
  digestLeaders.includes(label) ? digestLeaders.indexOf(label) : digestLeaders.length;

/**
 * One line under a lead's name, short, with no line breaks. The address and the reference
 * lead, so the length cap cuts what the visitor typed, never them.
 */
const digestSummary = (lines: Line[]) =>
  headerSafe(
    lines
      .filter(({ label }) => label !== 'Name' && label !== 'Received')
      .sort((a, b) => digestRank(a.label) - digestRank(b.label))
      .map(({ label, value }) => (label === 'Email' ? value : `${label}: ${value}`))
      .join(' · '),
    200,
  );

/** Several leads in one staff mail: each a line with its name linked to it in the dashboard. */
export async function staffDigestMail(
  settings: FollowUpSettings,
  digest: StaffDigest,
): Promise<MailMessage> {
  const listed = digest.entries.slice(0, digestListLimit);
  const more = digest.entries.length - listed.length;
  return {
    to: staffRecipients(settings),
    replyTo: settings.from,
    subject: digest.subject,
    ...(await renderMail(
      <MailLayout
        siteUrl={settings.siteUrl}
        preview={digest.intro}
        heading={digest.subject}
        reason={staffReason(settings)}
      >
        <Paragraph>{digest.intro}</Paragraph>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0}>
          <tbody>
            {listed.map(({ title, lines, link }, index) => (
              <tr key={link} data-row="">
                <td className="mail-rule" style={digestRowStyle}>
                  <a href={link} className="mail-link" style={linkStyle}>
                    {`${index + 1}. ${title}`}
                  </a>
                  <br />
                  <span className="mail-muted" style={digestSummaryStyle}>
                    {digestSummary(lines)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {more > 0 && <Paragraph>{`And ${more} more, listed in the dashboard.`}</Paragraph>}
        <Actions actions={[digest.list]} />
      </MailLayout>,
    )),
  };
}

const digestRowStyle = {
  borderBottom: `1px solid ${brand.colors.border}`,
  fontSize: '15px',
  lineHeight: '22px',
  padding: '8px 0',
};

const digestSummaryStyle = { color: brand.colors.muted, fontSize: '14px', lineHeight: '20px' };

/** A mail to staff that is about no one lead (acknowledgements paused). */
export async function staffNoticeMail(
  settings: FollowUpSettings,
  notice: { subject: string; preview: string; paragraphs: string[]; action: Action },
): Promise<MailMessage> {
  return {
    to: staffRecipients(settings),
    replyTo: settings.from,
    subject: notice.subject,
    ...(await renderMail(
      <MailLayout
        siteUrl={settings.siteUrl}
        preview={notice.preview}
        heading={notice.subject}
        reason={staffReason(settings)}
      >
        {notice.paragraphs.map((paragraph) => (
          <Paragraph key={paragraph}>{paragraph}</Paragraph>
        ))}
        <Actions actions={[notice.action]} />
      </MailLayout>,
    )),
  };
}
