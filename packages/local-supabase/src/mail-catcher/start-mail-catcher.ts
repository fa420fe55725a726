// A local mail catcher, what Mailpit is to `supabase start`: it receives mail over SMTP and
// serves it through Mailpit's HTTP API v1 and a page. Runs in Node; the local backend starts
// one beside its API, and tests start their own.
// Invariant: ports 0 pick free ones, so any number of catchers can run side by side.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answer, send } from './http-api.ts';
import { openMessageStore } from './message-store.ts';
import { listenSmtp } from './smtp-receiver.ts';

export interface MailCatcherOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 (the default) picks a free port. */
  smtpPort?: number;
  httpPort?: number;
  /** Where the mail outlives a restart; null (the default) keeps it in memory only. */
  file?: string | null;
  /** How many of the newest messages to keep. Default 500. */
  keep?: number;
}

export interface MailCatcher {
  smtp: { host: string; port: number };
  /** http://host:port, the page; the API is under /api/v1. */
  url: string;
  close(): Promise<void>;
}

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const store = await openMessageStore(options.file ?? null, options.keep ?? 500);
  const http = createServer((req, res) => {
    answer(store, req).then(
      (reply) => send(res, reply),
      (error: unknown) => {
        console.error('[mail-catcher] could not answer', req.method, req.url, error);
        if (res.headersSent) res.destroy();
        else send(res, { status: 500, body: { Error: 'Internal error' } });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.httpPort ?? 0, host, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const closeHttp = () => {
    http.closeAllConnections();
    return new Promise<void>((resolve) => http.close(() => resolve()));
  };
  let smtp: Awaited<ReturnType<typeof listenSmtp>>;
  try {
    smtp = await listenSmtp(store, host, options.smtpPort ?? 0);
  } catch (error) {
    await closeHttp();
    throw error;
  }
  const { port } = http.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    smtp: { host, port: smtp.port },
    url: `http://${urlHost}:${port}`,
    close: async () => {
      await Promise.all([closeHttp(), smtp.close()]);
    },
  };
}
