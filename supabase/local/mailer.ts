// The local backend's mail catcher, what Inbucket/Mailpit is to `supabase start`: every mail
// the auth server "sends" stays here instead of leaving the machine, written from GoTrue's
// default templates, and /inbox (inbox-api.ts) shows it. Runs in Node.
// Invariant: the newest `keptMails` mails, in memory, and in a JSON file beside the PGlite
// directory when the database persists (so a link mailed before a restart still opens).
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DatabaseTarget } from './db.ts';
import { isPostgresUrl } from './db.ts';

export type MailKind = 'signup' | 'recovery';

export interface Mail {
  id: string;
  to: string;
  kind: MailKind;
  subject: string;
  /** The plain-text body; the link is on a line of its own. */
  text: string;
  html: string;
  /** The one link of the mail: GoTrue's {{ .ConfirmationURL }}. */
  link: string;
  /** ISO 8601. */
  sent_at: string;
}

export interface OutgoingMail {
  to: string;
  kind: MailKind;
  link: string;
}

export interface Mailbox {
  send(mail: OutgoingMail): Mail;
  /** Newest first; only those to `to` (any case) when it is given. */
  list(to?: string | null): Mail[];
}

const keptMails = 200;

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
};

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function compose({ to, kind, link }: OutgoingMail): Mail {
  const { subject, lines, action } = templates[kind];
  const [intro = '', ...outro] = lines;
  const text = [subject, '', intro, `${action}: ${link}`, ...outro.flatMap((line) => ['', line])];
  const html = [
    `<h2>${escapeHtml(subject)}</h2>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    ...outro.map((line) => `<p>${escapeHtml(line)}</p>`),
  ];
  return {
    id: randomUUID(),
    to,
    kind,
    subject,
    text: text.join('\n'),
    html: html.join('\n'),
    link,
    sent_at: new Date().toISOString(),
  };
}

/** Beside a PGlite directory, like its lock file: PGlite wants the directory to itself. */
export function mailboxFile(target: DatabaseTarget): string | null {
  return target === 'memory' || isPostgresUrl(target) ? null : `${resolve(target)}.inbox.json`;
}

function isMail(value: unknown): value is Mail {
  if (!value || typeof value !== 'object') return false;
  const fields = ['id', 'to', 'kind', 'subject', 'text', 'html', 'link', 'sent_at'] as const;
  return fields.every((field) => typeof (value as Record<string, unknown>)[field] === 'string');
}

function load(file: string): Mail[] {
  if (!existsSync(file)) return [];
  try {
    const saved: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(saved) ? saved.filter(isMail).slice(0, keptMails) : [];
  } catch (error) {
    console.warn(`[local-backend] ignoring the unreadable mail file ${file}:`, error);
    return [];
  }
}

export function openMailbox(file: string | null): Mailbox {
  const mails = file ? load(file) : [];
  return {
    send(outgoing) {
      const mail = compose(outgoing);
      mails.unshift(mail);
      mails.splice(keptMails);
      if (file) {
        try {
          writeFileSync(file, JSON.stringify(mails));
        } catch (error) {
          console.error(`[local-backend] could not save the mail to ${file}:`, error);
        }
      }
      return mail;
    },
    list(to) {
      const wanted = to?.trim().toLowerCase();
      return wanted ? mails.filter((mail) => mail.to.toLowerCase() === wanted) : [...mails];
    },
  };
}
