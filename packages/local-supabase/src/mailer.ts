// The mail the local auth server sends (sign-up confirmation, password recovery), written
// from GoTrue's default templates and sent over SMTP with nodemailer: to the local mail
// catcher (mail-catcher/), as `supabase start` sends to Mailpit, or to SMTP_HOST. Runs in Node.
// Invariant: every value in the HTML body is escaped; a failed delivery rejects, so the
// caller answers as GoTrue does, and mail is never silently dropped.
import { escapeHtml } from './escape-html.ts';
import type { SmtpSettings } from './smtp.ts';
import { smtpTransport } from './smtp.ts';

/** The mails that carry a one-time link. */
export type LinkMailKind = 'signup' | 'recovery';
/** mfa_locked is not GoTrue's: to the owner of a factor the verification hook locked. */
export type MailKind = LinkMailKind | 'mfa_locked';

export interface OutgoingMail {
  to: string;
  kind: MailKind;
  /** The one link of the mail: GoTrue's {{ .ConfirmationURL }}. */
  link: string;
}

export interface ComposedMail {
  subject: string;
  /** The link is on a line of its own. */
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the SMTP server has taken the mail. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** GoTrue's default subjects and bodies (internal/mailer/templatemailer). */
const templates: Record<MailKind, { subject: string; lines: string[]; action: string }> = {
  signup: {
    subject: 'Confirm your email address',
    lines: ['Follow the link below to confirm this email address and finish signing up.'],
    action: 'Confirm email address',
  },
  recovery: {
    subject: 'Reset your password',
    lines: [
      'We received a request to reset your password. Follow the link below to choose a new one.',
      "If you didn't request this, you can safely ignore this email.",
    ],
    action: 'Reset password',
  },
  mfa_locked: {
    subject: 'Your authenticator is locked for 15 minutes',
    lines: [
      'Someone entered 5 wrong authentication codes for your account, so your authenticator refuses every code for 15 minutes.',
      'If this was not you, your password is known to someone else: change it once you are signed in again.',
    ],
    action: 'Open the site',
  },
};

export function composeMail({ kind, link }: OutgoingMail): ComposedMail {
  const { subject, lines, action } = templates[kind];
  const [intro = '', ...outro] = lines;
  const text = [subject, '', intro, `${action}: ${link}`, ...outro.flatMap((line) => ['', line])];
  const html = [
    `<h2>${escapeHtml(subject)}</h2>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    ...outro.map((line) => `<p>${escapeHtml(line)}</p>`),
  ];
  return { subject, text: text.join('\n'), html: html.join('\n') };
}

/** `from` is a whole From header value, e.g. 'Acme <no-reply@acme.example>'. */
export function smtpMailer(smtp: SmtpSettings, from: string): Mailer {
  const transport = smtpTransport(smtp);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, ...composeMail(mail) });
    },
    close: () => transport.close(),
  };
}
