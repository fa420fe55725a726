// The mail the local auth server sends itself over SMTP with nodemailer: to the local mail
// catcher (mail-catcher/), as `supabase start` sends to Mailpit, or to SMTP_HOST. What it says
// is the project's to write (the `authMail` option, as a project writes GoTrue's templates):
// sign-up and recovery links when no Send Email Hook takes them (auth-email-hook.ts), and the
// notice, not GoTrue's, that an authenticator is locked. Runs in Node.
// Invariant: a failed delivery rejects, so the caller answers as GoTrue does, and mail is
// never silently dropped.
import type { SmtpSettings } from './smtp.ts';
import { smtpTransport } from './smtp.ts';

/** The mails that carry a one-time link. */
export type LinkMailKind = 'signup' | 'recovery';
/** mfa_locked is not GoTrue's: to the owner of a factor the verification hook locked. */
export type MailKind = LinkMailKind | 'mfa_locked';

/** What GoTrue's Send Email Hook is told of a link mail besides the address (EmailData). */
export interface LinkMailData {
  /** The user as GoTrue's models.User serialises (auth-store.ts userJson). */
  user: Record<string, unknown>;
  /** The six-digit code the link stands for. */
  token: string;
  tokenHash: string;
  redirectTo: string;
  /** GoTrue's external URL (…/auth/v1), its EmailData.SiteURL. */
  externalUrl: string;
}

export interface OutgoingMail {
  to: string;
  kind: MailKind;
  /** The one link of the mail: GoTrue's {{ .ConfirmationURL }}. */
  link: string;
  /** Set for a link mail, which a Send Email Hook may take instead. */
  data?: LinkMailData;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

/** The project's auth mail templates: subject, HTML and its plain-text part. */
export type AuthMailTemplates = (
  kind: MailKind,
  mail: { siteUrl: string; link: string },
) => Promise<ComposedMail>;

export interface Mailer {
  /** Resolves once the SMTP server (or the Send Email Hook) has taken the mail. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * `from` is a whole From header value, e.g. 'Acme <no-reply@acme.example>'; `siteUrl` is
 * config.toml's site_url, the site the templates name.
 */
export function smtpMailer(
  smtp: SmtpSettings,
  { from, siteUrl, templates }: { from: string; siteUrl: string; templates?: AuthMailTemplates },
): Mailer {
  const transport = smtpTransport(smtp);
  return {
    async send(mail) {
      if (!templates) {
        throw new Error(`no authMail templates were given to the local backend (${mail.kind})`);
      }
      const composed = await templates(mail.kind, { siteUrl, link: mail.link });
      await transport.sendMail({ from, to: mail.to, ...composed });
    },
    close: () => transport.close(),
  };
}
