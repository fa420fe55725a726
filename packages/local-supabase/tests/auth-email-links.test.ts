// Contract tests of the local backend's mailed links, driven by the real supabase-js client:
// sign-up with confirmations on (no session, sign-in refused, the mailed link confirms and
// signs in), password recovery (recover → mail → verify → updateUser → sign in with the new
// password), single-use and expiring tokens with GoTrue's errors, mail through the project's
// Send Email Hook (its send-email function, over SMTP to the backend's mail catcher), and
// GoTrue's answer when the SMTP server is down.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalBackend } from '../src/server.ts';
import type { LocalBackend } from '../src/server.ts';
import { followLink, fragmentOf, latestMail, mailsTo } from '../src/mail-catcher/inbox-client.ts';
import { supabaseClient } from '../src/test-client.ts';
import { projectDir } from './test-project.ts';

const site = 'http://127.0.0.1:4173';
const resetPage = `${site}/auth/reset-password`;

let standard: LocalBackend;
let confirming: LocalBackend;
let brief: LocalBackend;

beforeAll(async () => {
  [standard, confirming, brief] = await Promise.all([
    startLocalBackend({
      projectDir,
      port: 0,
      db: 'memory',
      mailFrom: 'Example <no-reply@example.com>',
    }),
    startLocalBackend({ projectDir, port: 0, db: 'memory', auth: { enableConfirmations: true } }),
    startLocalBackend({
      projectDir,
      port: 0,
      db: 'memory',
      auth: { enableConfirmations: true, otpExpirySeconds: 1 },
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([standard?.close(), confirming?.close(), brief?.close()]);
});

const client = (backend: LocalBackend) => supabaseClient(backend.url, backend.anonKey);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

async function signUp(backend: LocalBackend, email: string, password = 'first-password') {
  return client(backend).auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${site}/`, data: { display_name: 'Mail Tester' } },
  });
}

describe('settings', () => {
  it("follows config.toml's enable_confirmations (off) unless the instance turns it on", () => {
    expect(standard.auth.enableConfirmations).toBe(false);
    expect(standard.auth.siteUrl).toBe(site);
    expect(confirming.auth.enableConfirmations).toBe(true);
    expect(confirming.inboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(confirming.inboxUrl).not.toBe(standard.inboxUrl);
    expect(confirming.smtp).toEqual({ host: '127.0.0.1', port: expect.any(Number) });
  });
});

describe('sign-up with confirmations on', () => {
  it('answers with the user alone, as hosted GoTrue does, and mails a confirmation link', async () => {
    const { data, error } = await signUp(confirming, 'Confirm.Me@Example.com');
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const user = data.user;
    expect(user?.email).toBe('confirm.me@example.com');
    expect(user?.email_confirmed_at ?? null).toBeNull();
    expect(user?.confirmed_at ?? null).toBeNull();
    expect(Date.parse(user?.confirmation_sent_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(user?.user_metadata).toMatchObject({
      display_name: 'Mail Tester',
      email_verified: false,
    });
    expect(user?.identities?.[0]?.identity_data?.email_verified).toBe(false);

    const mail = await latestMail(confirming.inboxUrl, 'confirm.me@example.com');
    expect(mail.Subject).toBe('Confirm your email address');
    expect(mail.link).toMatch(
      new RegExp(
        `^${confirming.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=signup&redirect_to=${site}/$`,
      ),
    );
    expect(mail.Text).toContain(mail.link);
    expect(mail.HTML).toContain(`<a href="${mail.link.replaceAll('&', '&amp;')}" data-action=""`);
  });

  it("refuses sign-in until the address is confirmed with hosted Supabase's error", async () => {
    await signUp(confirming, 'waiting@example.com');
    const { data, error } = await client(confirming).auth.signInWithPassword({
      email: 'waiting@example.com',
      password: 'first-password',
    });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.message).toBe('Email not confirmed');
    // The password is checked first: a wrong one says nothing about the account's state.
    const wrong = await client(confirming).auth.signInWithPassword({
      email: 'waiting@example.com',
      password: 'wrong-password',
    });
    expect(wrong.error?.code).toBe('invalid_credentials');
  });

  it('confirms and signs in through the link, which then works no more', async () => {
    await signUp(confirming, 'linked@example.com');
    const { link } = await latestMail(confirming.inboxUrl, 'linked@example.com');

    // A mail client has no API key: /verify is open, like Kong's auth-v1-open route.
    const { status, location } = await followLink(link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(`${site}/`);
    const fragment = fragmentOf(location);
    expect([...fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'sb',
      'token_type',
      'type',
    ]);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');

    // What supabase-js does with the fragment in the browser (detectSessionInUrl).
    const browser = client(confirming);
    const { data, error } = await browser.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('linked@example.com');
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata.email_verified).toBe(true);
    const profile = await browser.from('profiles').select('display_name').single();
    expect(profile.data).toEqual({ display_name: 'Mail Tester' });

    const signIn = await client(confirming).auth.signInWithPassword({
      email: 'linked@example.com',
      password: 'first-password',
    });
    expect(signIn.error).toBeNull();

    const again = await followLink(link);
    expect(again.status).toBe(303);
    expect(again.location.toString()).toBe(
      `${site}/#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=`,
    );
  });

  it('confirms through verifyOtp({ token_hash, type }) as well', async () => {
    await signUp(confirming, 'by-hash@example.com');
    const { link } = await latestMail(confirming.inboxUrl, 'by-hash@example.com');
    const browser = client(confirming);
    const { data, error } = await browser.auth.verifyOtp({
      token_hash: tokenOf(link),
      type: 'signup',
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const claims = JSON.parse(
      Buffer.from(data.session?.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { amr: { method: string }[] };
    expect(claims.amr[0]?.method).toBe('otp');
  });

  it('reveals nothing about registered addresses and mails only their owner', async () => {
    await signUp(confirming, 'taken@example.com');
    const { link } = await latestMail(confirming.inboxUrl, 'taken@example.com');
    await followLink(link);
    const repeat = await signUp(confirming, 'taken@example.com', 'someone-else');
    expect(repeat.error).toBeNull();
    expect(repeat.data.session).toBeNull();
    expect(repeat.data.user?.identities).toEqual([]);
    expect(await mailsTo(confirming.inboxUrl, 'taken@example.com')).toHaveLength(1);
  });

  it('mails a fresh link on a repeated sign-up, no sooner than max_frequency, and only it works', async () => {
    const first = await signUp(confirming, 'resend@example.com');
    const tooSoon = await signUp(confirming, 'resend@example.com');
    expect(tooSoon.error?.status).toBe(429);
    expect(tooSoon.error?.code).toBe('over_email_send_rate_limit');
    expect(tooSoon.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    const oldLink = (await latestMail(confirming.inboxUrl, 'resend@example.com')).link;
    await sleep(1100);
    const again = await signUp(confirming, 'resend@example.com');
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(first.data.user?.id);
    const mails = await mailsTo(confirming.inboxUrl, 'resend@example.com');
    expect(mails).toHaveLength(2);
    expect(fragmentOf((await followLink(oldLink)).location).get('error_code')).toBe('otp_expired');
    expect(fragmentOf((await followLink(mails[0]?.link ?? '')).location).get('type')).toBe(
      'signup',
    );
  });
});

describe('password recovery', () => {
  it('mails a link whose recovery session can set a new password', async () => {
    const email = 'forgetful@example.com';
    await signUp(standard, email);
    const elsewhere = client(standard);
    await elsewhere.auth.signInWithPassword({ email, password: 'first-password' });
    const otherRefresh = (await elsewhere.auth.getSession()).data.session?.refresh_token ?? '';

    const visitor = client(standard);
    const request = await visitor.auth.resetPasswordForEmail(email, { redirectTo: resetPage });
    expect(request).toEqual({ data: {}, error: null });
    const mail = await latestMail(standard.inboxUrl, email);
    expect(mail.Subject).toBe('Reset your password');
    expect(mail.link).toBe(
      `${standard.url}/auth/v1/verify?token=${tokenOf(mail.link)}&type=recovery&redirect_to=${resetPage}`,
    );

    const verified = await visitor.auth.verifyOtp({
      token_hash: tokenOf(mail.link),
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);

    const updated = await visitor.auth.updateUser({ password: 'second-password' });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(email);

    const old = await client(standard).auth.signInWithPassword({
      email,
      password: 'first-password',
    });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await client(standard).auth.signInWithPassword({
      email,
      password: 'second-password',
    });
    expect(fresh.error).toBeNull();
    // A new password ends every other session, as GoTrue's UpdatePassword does.
    const other = await elsewhere.auth.refreshSession({ refresh_token: otherRefresh });
    expect(other.error?.code).toBe('refresh_token_not_found');
    // The visitor's own session goes on.
    expect((await visitor.auth.getUser()).data.user?.email).toBe(email);
  });

  it('sends the browser back to the reset page signed in, once', async () => {
    const email = 'reset-link@example.com';
    await signUp(standard, email);
    await client(standard).auth.resetPasswordForEmail(email, { redirectTo: resetPage });
    const { link } = await latestMail(standard.inboxUrl, email);
    const { location } = await followLink(link);
    expect(`${location.origin}${location.pathname}`).toBe(resetPage);
    expect(fragmentOf(location).get('type')).toBe('recovery');

    const reuse = await client(standard).auth.verifyOtp({
      token_hash: tokenOf(link),
      type: 'recovery',
    });
    expect(reuse.error?.status).toBe(403);
    expect(reuse.error?.code).toBe('otp_expired');
    expect(reuse.error?.message).toBe('Email link is invalid or has expired');
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const request = await client(standard).auth.resetPasswordForEmail('nobody@example.com', {
      redirectTo: resetPage,
    });
    expect(request).toEqual({ data: {}, error: null });
    expect(await mailsTo(standard.inboxUrl, 'nobody@example.com')).toEqual([]);
  });

  it('refuses a link used after otp_expiry', async () => {
    const email = 'slow@example.com';
    await signUp(brief, email);
    await sleep(1100);
    const { link } = await latestMail(brief.inboxUrl, email);
    const { location } = await followLink(link);
    expect(fragmentOf(location).get('error_code')).toBe('otp_expired');
    expect(fragmentOf(location).get('error_description')).toBe(
      'Email link is invalid or has expired',
    );

    await client(brief).auth.resetPasswordForEmail(email, { redirectTo: resetPage });
    const recovery = await latestMail(brief.inboxUrl, email);
    await sleep(1100);
    const late = await client(brief).auth.verifyOtp({
      token_hash: tokenOf(recovery.link),
      type: 'recovery',
    });
    expect(late.error?.code).toBe('otp_expired');
  });

  it('refuses a wrong six-digit code in GoTrue words', async () => {
    const { error } = await client(standard).auth.verifyOtp({
      email: 'forgetful@example.com',
      token: '000000',
      type: 'email',
    });
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('otp_expired');
    expect(error?.message).toBe('Token has expired or is invalid');
  });

  it('keeps the password rules on updateUser', async () => {
    const email = 'rules@example.com';
    const { data } = await signUp(standard, email);
    const signedIn = client(standard);
    await signedIn.auth.setSession({
      access_token: data.session?.access_token ?? '',
      refresh_token: data.session?.refresh_token ?? '',
    });
    const same = await signedIn.auth.updateUser({ password: 'first-password' });
    expect(same.error?.status).toBe(422);
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.message).toBe('New password should be different from the old password.');
    const short = await signedIn.auth.updateUser({ password: '12345' });
    expect(short.error?.name).toBe('AuthWeakPasswordError');
    const anonymous = await client(standard).auth.updateUser({ password: 'whatever-1' });
    expect(anonymous.error?.name).toBe('AuthSessionMissingError');
  });

  it('sends links only where the settings allow, else to site_url', async () => {
    const email = 'elsewhere@example.com';
    await signUp(standard, email);
    await client(standard).auth.resetPasswordForEmail(email, {
      redirectTo: 'https://evil.example/steal',
    });
    const { link } = await latestMail(standard.inboxUrl, email);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(site);
  });
});

describe('/auth/v1/verify', () => {
  it('answers a malformed link with JSON, not a redirect', async () => {
    const response = await fetch(`${standard.url}/auth/v1/verify?token=abc`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Verify requires a verification type',
    });
  });
});

describe('the mail catcher', () => {
  it("holds the mail from the mailFrom option's address, found by Mailpit's search in any case", async () => {
    const email = 'inbox-reader@example.com';
    await signUp(standard, email);
    await client(standard).auth.resetPasswordForEmail(email, { redirectTo: resetPage });
    await sleep(1100);
    await client(standard).auth.resetPasswordForEmail(email, { redirectTo: resetPage });
    const query = encodeURIComponent('to:Inbox-Reader@Example.com subject:"reset your"');
    const response = await fetch(`${standard.inboxUrl}/api/v1/search?query=${query}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      messages_count: number;
      messages: { Created: string; From: unknown; To: unknown; Subject: string }[];
    };
    expect(body.messages_count).toBe(2);
    const [newest, older] = body.messages;
    expect(Date.parse(newest?.Created ?? '')).toBeGreaterThan(Date.parse(older?.Created ?? ''));
    expect(newest).toMatchObject({
      From: { Name: 'Example', Address: 'no-reply@example.com' },
      To: [{ Name: '', Address: email }],
      Subject: 'Reset your password',
    });
  });

  it('shows every mail on an HTML page with its link, escaped and script-free', async () => {
    const response = await fetch(standard.inboxUrl ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<h1>Local inbox</h1>');
    const { link } = await latestMail(standard.inboxUrl, 'inbox-reader@example.com');
    expect(html).toContain(`<a href="${link.replaceAll('&', '&amp;')}">`);
    expect(html).not.toContain('<script');
  });

  it('is no longer served on the API port', async () => {
    expect((await fetch(`${standard.url}/inbox`)).status).toBe(404);
  });
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('with SMTP_HOST pointing at a server that is down', () => {
  let offline: LocalBackend;

  beforeAll(async () => {
    const saved = { host: process.env.SMTP_HOST, port: process.env.SMTP_PORT };
    process.env.SMTP_HOST = '127.0.0.1';
    process.env.SMTP_PORT = String(await closedPort());
    try {
      offline = await startLocalBackend({
        projectDir,
        port: 0,
        db: 'memory',
        auth: { enableConfirmations: true },
      });
    } finally {
      for (const [name, value] of [
        ['SMTP_HOST', saved.host],
        ['SMTP_PORT', saved.port],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  afterAll(async () => {
    await offline?.close();
  });

  it('starts no catcher and says where mail goes', () => {
    expect(offline.inboxUrl).toBeNull();
    expect(offline.smtp).toMatchObject({ host: '127.0.0.1', secure: false });
  });

  it("answers sign-up and recovery with GoTrue's 500 when the mail cannot be sent", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const signUpFailure = await signUp(offline, 'unlucky@example.com');
    // supabase-js reports any 5xx as retryable, with GoTrue's message.
    expect(signUpFailure.error?.name).toBe('AuthRetryableFetchError');
    expect(signUpFailure.error?.status).toBe(500);
    expect(signUpFailure.error?.message).toBe('Error sending confirmation email');
    const recovery = await fetch(`${offline.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: offline.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'unlucky@example.com' }),
    });
    expect(recovery.status).toBe(500);
    expect(await recovery.json()).toEqual({
      code: 'unexpected_failure',
      error_code: 'unexpected_failure',
      msg: 'Error sending recovery email',
      message: 'Error sending recovery email',
    });
    expect(logged).toHaveBeenCalledWith(
      '[local-backend] could not send the recovery mail:',
      expect.objectContaining({
        message: expect.stringMatching(
          /^the Send Email Hook answered 500: Could not send the recovery mail: connect ECONNREFUSED /,
        ) as unknown,
      }),
    );
    logged.mockRestore();
  });
});
