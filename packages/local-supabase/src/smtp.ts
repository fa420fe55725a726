// SMTP as the backend's auth mail uses it: the settings read from SMTP_HOST, SMTP_PORT,
// SMTP_USER, SMTP_PASS and SMTP_SECURE, and a nodemailer transport that fails in seconds, not
// minutes, when the server is down or silent. Runs in Node.
import nodemailer from 'nodemailer';

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure?: boolean;
}

type Env = Record<string, string | undefined>;

/** Null without SMTP_HOST. SMTP_PORT defaults to 465, the port Edge Functions may use. */
export function smtpFromEnv(env: Env): SmtpSettings | null {
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const port = Number(env.SMTP_PORT) || 465;
  return {
    host,
    port,
    ...(env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : {}),
    secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
  };
}

export function smtpTransport(smtp: SmtpSettings) {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure ?? smtp.port === 465,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
