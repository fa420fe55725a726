// Where the local backend's mail goes: a mail catcher of its own (mail-catcher/), on the
// ports `supabase start` gives Mailpit (54324 for the page and API, 54325 for SMTP; INBOX_PORT
// and INBOX_SMTP_PORT), or, when SMTP_HOST is set, that server and no catcher. Runs in Node.
// Invariant: a backend on port 0 (a test's) gets catcher ports of its own, never the fixed ones.
import { resolve } from 'node:path';
import type { DatabaseTarget } from './db.ts';
import { isPostgresUrl } from './db.ts';
import { startMailCatcher } from './mail-catcher/start-mail-catcher.ts';
import type { SmtpSettings } from './smtp.ts';
import { smtpFromEnv } from './smtp.ts';

export interface InboxOptions {
  httpPort?: number;
  smtpPort?: number;
}

export interface LocalInbox {
  /** What mail senders should use. */
  smtp: SmtpSettings;
  /** The catcher's page (its API under /api/v1); INBOX_URL or null with SMTP_HOST. */
  url: string | null;
  close(): Promise<void>;
}

/** Beside a PGlite directory, like its lock file: PGlite wants the directory to itself. */
export function inboxFile(target: DatabaseTarget): string | null {
  return target === 'memory' || isPostgresUrl(target) ? null : `${resolve(target)}.inbox.json`;
}

export async function startLocalInbox(
  host: string,
  apiPort: number,
  target: DatabaseTarget,
  options: InboxOptions = {},
): Promise<LocalInbox> {
  const external = smtpFromEnv(process.env);
  if (external) {
    return { smtp: external, url: process.env.INBOX_URL || null, close: async () => {} };
  }
  const fixed = (name: string, port: number) =>
    apiPort === 0 ? 0 : Number(process.env[name]) || port;
  const httpPort = options.httpPort ?? fixed('INBOX_PORT', 54324);
  const smtpPort = options.smtpPort ?? fixed('INBOX_SMTP_PORT', 54325);
  try {
    const catcher = await startMailCatcher({ host, httpPort, smtpPort, file: inboxFile(target) });
    return { smtp: catcher.smtp, url: catcher.url, close: catcher.close };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new Error(
      `The local mail catcher cannot listen on ${host}:${httpPort} and ${smtpPort}, one is taken ` +
        '(another backend, or `supabase start`?). Set INBOX_PORT and INBOX_SMTP_PORT, or SMTP_HOST.',
      { cause: error },
    );
  }
}
