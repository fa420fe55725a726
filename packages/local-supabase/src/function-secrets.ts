// The environment every Edge Function of the embedded backend starts from (edge-functions.ts
// puts functions/.env and the backend's `functions.env` option over it): what the CLI gives
// every function, and what a project's .env would set to reach the local mail catcher. Runs in
// Node.
import type { DatabaseTarget } from './db.ts';
import { isPostgresUrl } from './db.ts';
import { anonKey, publishableKey, secretKey, serviceRoleKey } from './jwt.ts';
import type { SmtpSettings } from './smtp.ts';

/**
 * The secrets `supabase functions serve` gives every function: the API URL, the project's
 * keys (the new ones as JSON by name), and the database URL where there is one to give.
 */
export function cliSecrets(baseUrl: string, target: DatabaseTarget): Record<string, string> {
  return {
    SUPABASE_URL: baseUrl,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: secretKey }),
    ...(isPostgresUrl(target) ? { SUPABASE_DB_URL: target } : {}),
  };
}

/**
 * Beyond the CLI's: what a project's functions/.env sets for local mail, here the backend's
 * own: its SMTP server (the catcher, or SMTP_HOST), the From of auth mail, and site_url.
 */
export function mailSecrets(
  smtp: SmtpSettings,
  from: string,
  siteUrl: string,
): Record<string, string> {
  return {
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    ...(smtp.user ? { SMTP_USER: smtp.user, SMTP_PASS: smtp.pass ?? '' } : {}),
    ...(smtp.secure === undefined ? {} : { SMTP_SECURE: String(smtp.secure) }),
    SMTP_SENDER: from,
    SITE_URL: siteUrl,
  };
}
