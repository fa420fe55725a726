// The send-email function on the real Deno, as hosted Auth calls it: the embedded backend's
// auth server, its [auth.hook.send_email] uri pointed at `deno serve`, posts a sign-up's mail
// there, and the mail the catcher holds is, byte for byte, what the same template renders on
// Node (the local backend's own rendering).
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { latestMail } from 'local-supabase/inbox-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import { authMail } from '../../supabase/functions/_shared/mail/auth-mail.tsx';
import { deno, serveFunction, type ServedFunction } from './deno-serve.ts';
import { supabaseClient } from './supabase-client.ts';

const site = 'http://127.0.0.1:4173';
const hookSecret = `v1,whsec_${Buffer.from('send-email-on-deno-secret-012345').toString('base64')}`;

/** A loopback port free now, for `deno serve` to take once the backend knows it. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs `start` with the variables set, then puts the environment back. */
async function withEnv<T>(vars: Record<string, string>, start: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, vars);
  try {
    return await start();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

let backend: AppBackend;
let served: ServedFunction | undefined;

const suite = deno ? describe : describe.skip;
const title = deno
  ? 'send-email/index.ts under Deno'
  : 'send-email/index.ts under Deno: skipped, node_modules has no deno binary for this platform';

suite(title, () => {
  beforeAll(async () => {
    const port = await freePort();
    backend = await withEnv(
      {
        SUPABASE_AUTH_HOOK_SEND_EMAIL_URI: `http://127.0.0.1:${port}/`,
        SEND_EMAIL_HOOK_SECRET: hookSecret,
      },
      () =>
        startAppBackend({
          port: 0,
          db: 'memory',
          cron: false,
          functions: false,
          auth: { enableConfirmations: true },
        }),
    );
    served = await serveFunction(
      'send-email',
      {
        ...process.env,
        SUPABASE_URL: backend.url,
        SEND_EMAIL_HOOK_SECRET: hookSecret,
        SMTP_HOST: backend.smtp.host,
        SMTP_PORT: String(backend.smtp.port),
        SMTP_SECURE: 'false',
        SMTP_USER: '',
        SMTP_SENDER: 'Cognivance AI <no-reply@cognivance.example>',
        SITE_URL: site,
      },
      port,
    );
    // The backend config's hook timeout (stretched on a slow host): a busy host takes most of
    // a minute to start both.
  });

  afterAll(async () => {
    await served?.stop();
    await backend?.close();
  });

  it('sends the confirmation Node renders, byte for byte', async () => {
    const email = 'on-deno@example.com';
    const { error } = await supabaseClient(backend.url, backend.anonKey).auth.signUp({
      email,
      password: 'first-password',
      options: { emailRedirectTo: `${site}/` },
    });
    expect(error).toBeNull();
    const mail = await latestMail(backend.inboxUrl, email);
    expect(mail.Subject).toBe('Confirm your email address');
    expect(mail.link).toMatch(new RegExp(`^${backend.url}/auth/v1/verify\\?token=[0-9a-f]{56}&`));
    const onNode = await authMail('signup', { siteUrl: site, link: mail.link });
    expect(mail.HTML).toBe(onNode.html);
    expect(mail.Text).toBe(onNode.text);
  });
});
