// The follow-up settings of the embedded backend, as the secrets the Edge Function reads:
// the environment's LEAD_* and SITE_URL over local defaults (staff mail to the company
// address the footer shows, admin links to config.toml's site_url, the backend's own
// sender). Runs in Node.
import { siteConfig } from '../../src/content/site-config.ts';
import type { Environment } from '../../supabase/functions/_shared/lead-dispatch/settings.ts';
import { mailSender } from './mail-sender.ts';

export function followUpEnvironment(siteUrl: string, env: Environment): Record<string, string> {
  const named = (name: string) => (env[name] === undefined ? {} : { [name]: env[name] ?? '' });
  return {
    LEAD_NOTIFY_EMAIL: env.LEAD_NOTIFY_EMAIL ?? siteConfig.email,
    SITE_URL: env.SITE_URL ?? siteUrl,
    SMTP_SENDER: mailSender(env),
    ...named('LEAD_WEBHOOK_URL'),
    ...named('LEAD_WEBHOOK_SECRET'),
  };
}
