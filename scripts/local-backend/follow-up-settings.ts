// The follow-up settings of the embedded backend: the environment's LEAD_* and SITE_URL, as
// the Edge Function reads them, over local defaults (staff mail to the company address the
// footer shows, admin links to config.toml's site_url, the backend's own sender). Runs in Node.
import { siteConfig } from '../../src/content/site-config.ts';
import type {
  Environment,
  FollowUpSettings,
} from '../../supabase/functions/_shared/lead-dispatch/settings.ts';
import { followUpSettings } from '../../supabase/functions/_shared/lead-dispatch/settings.ts';
import { mailSender } from './mail-sender.ts';

export function localFollowUpSettings(siteUrl: string, env: Environment): FollowUpSettings {
  return followUpSettings(env, {
    LEAD_NOTIFY_EMAIL: siteConfig.email,
    SITE_URL: siteUrl,
    SMTP_SENDER: mailSender(env),
  });
}
