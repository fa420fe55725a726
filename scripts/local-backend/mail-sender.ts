// The From address of the local backend's mail (auth and lead mail alike): SMTP_SENDER, else
// a no-reply address at the site's own domain (src/content/site-config.ts). Runs in Node.
import { siteConfig } from '../../src/content/site-config.ts';

type Env = Record<string, string | undefined>;

export function mailSender(env: Env = process.env): string {
  return (
    env.SMTP_SENDER?.trim() || `${siteConfig.name} <no-reply@${new URL(siteConfig.url).hostname}>`
  );
}
