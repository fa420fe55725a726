// Where follow-up goes, read from the environment the same way in the Edge Function and
// in the embedded backend: LEAD_NOTIFY_EMAIL (comma-separated), LEAD_WEBHOOK_URL and
// LEAD_WEBHOOK_SECRET (whsec_…), SITE_URL (admin links), SMTP_SENDER. A channel left
// unconfigured is recorded as skipped with the reason, never silently dropped.

export interface Address {
  name: string;
  address: string;
}

export interface FollowUpSettings {
  staffRecipients: string[];
  webhook: { url: string; secret: string } | null;
  /** Where the site runs: the admin links in staff mail point here. */
  siteUrl: string;
  /** Sender of every mail, and the Reply-To of acknowledgements. */
  from: Address;
}

export type Environment = Record<string, string | undefined>;

const plainAddress = /^[^@\s,<>"]+@[^@\s,<>"]+\.[^@\s,<>"]+$/;

/** "Name <a@b.c>" or "a@b.c". */
function parseAddress(text: string, fallbackName: string): Address {
  const named = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(text);
  const address = (named?.[2] ?? text).trim();
  if (!plainAddress.test(address)) throw new Error(`not an e-mail address: ${text}`);
  return { name: named?.[1]?.replace(/^"|"$/g, '') || fallbackName, address };
}

export function followUpSettings(
  env: Environment,
  defaults: Partial<Environment> = {},
): FollowUpSettings {
  const read = (name: string) => (env[name] ?? defaults[name] ?? '').trim();
  const staffRecipients = read('LEAD_NOTIFY_EMAIL')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  for (const address of staffRecipients) parseAddress(address, '');
  const url = read('LEAD_WEBHOOK_URL');
  const secret = read('LEAD_WEBHOOK_SECRET');
  if (url && !secret.startsWith('whsec_')) {
    throw new Error('LEAD_WEBHOOK_URL needs LEAD_WEBHOOK_SECRET in the whsec_… form');
  }
  const siteUrl = read('SITE_URL').replace(/\/+$/, '');
  if (!/^https?:\/\//.test(siteUrl)) throw new Error('SITE_URL must be the site’s http(s) URL');
  return {
    staffRecipients,
    webhook: url ? { url: new URL(url).toString(), secret } : null,
    siteUrl,
    from: parseAddress(read('SMTP_SENDER') || 'no-reply@example.com', 'Website'),
  };
}
