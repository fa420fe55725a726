// Mail leaves through SMTP in every environment (nodemailer): the local catcher, the CLI's
// Mailpit or the production provider differ only in settings. Addresses go in as objects,
// never parsed from text, and no message may pull in a file or a URL.
import nodemailer from 'nodemailer';
import type { MailMessage } from './lead-mail.ts';
import type { Address } from './settings.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  /** Implicit TLS (port 465). */
  secure?: boolean;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function smtpMailSender(smtp: SmtpSettings, from: Address): MailSender {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure ?? smtp.port === 465,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transport.close(),
  };
}

export function smtpFromEnvironment(env: Record<string, string | undefined>): SmtpSettings | null {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  return {
    host,
    port: Number(env.SMTP_PORT || 465),
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
  };
}
