/** @jsxRuntime automatic @jsxImportSource react */
// The auth mails on the company's frame: the sign-up confirmation and the password reset, which
// the send-email Edge Function renders for Supabase Auth's Send Email Hook (hosted and in the
// embedded backend), and the embedded backend's own "authenticator locked" notice. Runs in Deno
// and Node. Invariant: the subjects and first sentences are GoTrue's defaults, which the tests
// and the people who saw the old mails know; the link is the mail's one action.
import { MailLayout } from './mail-layout.tsx';
import { Actions, Paragraph } from './mail-parts.tsx';
import { renderMail } from './render-mail.ts';

export type AuthMailKind = 'signup' | 'recovery' | 'mfa_locked';

export interface AuthMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * How long a mailed link works: config.toml's [auth.email] otp_expiry (hosted: Authentication >
 * Email > Email OTP expiration). The hook is not told, so the two are kept equal by a test.
 */
export const authLinkLifetimeSeconds = 3600;

const ignoreIt = "If you didn't request this, you can safely ignore this email.";
const linkLifetime = `This link works once, for ${authLinkLifetimeSeconds / 3600} hour.`;

interface Template {
  subject: string;
  lead: string;
  action: string;
  /** The sentences under the button. */
  after: string[];
  reason: (host: string) => string;
}

const templates: Record<AuthMailKind, Template> = {
  signup: {
    subject: 'Confirm your email address',
    lead: 'Follow the link below to confirm this email address and finish signing up.',
    action: 'Confirm email address',
    after: [linkLifetime, ignoreIt],
    reason: (host) =>
      `You get this mail because someone signed up on ${host} with this address. Until it is confirmed, the account cannot sign in.`,
  },
  recovery: {
    subject: 'Reset your password',
    lead: 'We received a request to reset your password. Follow the link below to choose a new one.',
    action: 'Reset password',
    after: [linkLifetime, ignoreIt],
    reason: (host) =>
      `You get this mail because someone asked on ${host} to reset the password of the account with this address. Your password stays as it is until the link is used.`,
  },
  mfa_locked: {
    subject: 'Your authenticator is locked for 15 minutes',
    lead: 'Someone entered 5 wrong authentication codes for your account, so your authenticator refuses every code for 15 minutes.',
    action: 'Open the site',
    after: [
      'If this was not you, your password is known to someone else: change it once you are signed in again.',
    ],
    reason: (host) =>
      `You get this mail because this address belongs to an account on ${host} that signs in with an authenticator app.`,
  },
};

/** `siteUrl`: the site the account belongs to (logo, footer); `link`: the mail's one action. */
export async function authMail(
  kind: AuthMailKind,
  { siteUrl, link }: { siteUrl: string; link: string },
): Promise<AuthMail> {
  const { subject, lead, action, after, reason } = templates[kind];
  return {
    subject,
    ...(await renderMail(
      <MailLayout
        siteUrl={siteUrl}
        preview={lead}
        heading={subject}
        reason={reason(new URL(siteUrl).host)}
      >
        <Paragraph>{lead}</Paragraph>
        <Actions actions={[{ href: link, label: action }]} />
        {after.map((line) => (
          <Paragraph key={line} muted>
            {line}
          </Paragraph>
        ))}
      </MailLayout>,
    )),
  };
}
