// The auth mails as samples beside the lead and booking mails: the sign-up confirmation and the
// password reset the send-email function writes for Auth's Send Email Hook, and the notice the
// embedded backend sends when an admin's authenticator locks. Fixed links, so a rendering is
// the same bytes on every run. Runs in Node and Deno (print-samples.ts).
import type { AuthMailKind } from '../../supabase/functions/_shared/mail/auth-mail.tsx';
import { authMail } from '../../supabase/functions/_shared/mail/auth-mail.tsx';
import type { FollowUpSettings } from '../../supabase/functions/_shared/lead-dispatch/settings.ts';
import type { MailSample } from './mail-samples.ts';

/** Where GoTrue's links lead on a hosted project. */
const authApi = 'https://cognivancesample.supabase.co/auth/v1';
const tokenHash = 'a3f1'.repeat(14);

const verifyLink = (type: string, redirectTo: string) =>
  `${authApi}/verify?token=${tokenHash}&type=${type}&redirect_to=${redirectTo}`;

export async function authMailSamples(settings: FollowUpSettings): Promise<MailSample[]> {
  const site = settings.siteUrl;
  const entries: [MailSample['id'], MailSample['audience'], string, AuthMailKind, string][] = [
    [
      'visitor-confirm-sign-up',
      'visitor',
      'Confirm the address of a new account',
      'signup',
      verifyLink('signup', `${site}/`),
    ],
    [
      'visitor-reset-password',
      'visitor',
      'Reset a forgotten password',
      'recovery',
      verifyLink('recovery', `${site}/auth/reset-password`),
    ],
    ['staff-authenticator-locked', 'staff', 'An authenticator locked', 'mfa_locked', site],
  ];
  return Promise.all(
    entries.map(async ([id, audience, title, kind, link]) => ({
      id,
      audience,
      title,
      mail: {
        to: [{ name: '', address: 'ada@example.com' }],
        replyTo: settings.from,
        ...(await authMail(kind, { siteUrl: site, link })),
      },
    })),
  );
}
