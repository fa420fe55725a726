// The auth mails end to end in the embedded backend with the real supabase-js: a sign-up with
// confirmations on and a password reset reach the mail catcher through the Send Email Hook
// (config.toml's [auth.hook.send_email] → supabase/functions/send-email), on the company's
// frame, with a plain-text part holding the link, and the link works. A call to the function
// that Auth did not sign is refused and sends nothing.
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxMail } from 'local-supabase/inbox-client';
import { followLink, fragmentOf, latestMail, mailsTo } from 'local-supabase/inbox-client';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import { authLinkLifetimeSeconds } from '../../supabase/functions/_shared/mail/auth-mail.tsx';
import { brand } from '../../supabase/functions/_shared/mail/brand.ts';
import { supabaseClient } from './supabase-client.ts';

const site = 'http://127.0.0.1:4173';
const resetPage = `${site}/auth/reset-password`;
/** The hook's secret for this suite, so a test can sign a call as Auth does. */
const hookSecret = `v1,whsec_${Buffer.from('auth-mail-test-secret-0123456789').toString('base64')}`;
const password = 'first-password';

let backend: AppBackend;
let savedSecret: string | undefined;

beforeAll(async () => {
  savedSecret = process.env.SEND_EMAIL_HOOK_SECRET;
  process.env.SEND_EMAIL_HOOK_SECRET = hookSecret;
  backend = await startAppBackend({
    port: 0,
    db: 'memory',
    cron: false,
    auth: { enableConfirmations: true },
  });
});

afterAll(async () => {
  if (savedSecret === undefined) delete process.env.SEND_EMAIL_HOOK_SECRET;
  else process.env.SEND_EMAIL_HOOK_SECRET = savedSecret;
  await backend?.close();
});

const client = () => supabaseClient(backend.url, backend.anonKey);

/** The company's frame: logo with its alt text, name, footer address, and the one button. */
function expectBranded(mail: InboxMail, action: string) {
  expect(mail.HTML).toContain(
    `<img alt="${brand.name} logo" height="40" src="${site}/icons/icon-192.png"`,
  );
  expect(mail.HTML).toContain(`>${brand.name}</span>`);
  expect(mail.HTML).toContain(brand.address);
  expect(mail.HTML).toContain(`<a href="${mail.link.replaceAll('&', '&amp;')}" data-action=""`);
  expect(mail.HTML).toContain(`>${action}</span>`);
  expect(mail.Text).toContain(`\n${action} <${mail.link}>\n`);
  expect(mail.Text).toContain(`${brand.name}, ${brand.address}.`);
  expect(mail.Text).toContain('This link works once, for 1 hour.');
  expect(mail.Text).toContain("If you didn't request this, you can safely ignore this email.");
}

describe('the sign-up confirmation', () => {
  it('is branded, names why it came, and its link confirms and signs in', async () => {
    const email = 'branded-signup@example.com';
    const { error } = await client().auth.signUp({
      email,
      password,
      options: { emailRedirectTo: `${site}/` },
    });
    expect(error).toBeNull();
    const mail = await latestMail(backend.inboxUrl, email);
    expect(mail.Subject).toBe('Confirm your email address');
    expect(mail.link).toMatch(
      new RegExp(
        `^${backend.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=signup&redirect_to=${site}/$`,
      ),
    );
    expectBranded(mail, 'Confirm email address');
    expect(mail.Text).toContain(
      'Follow the link below to confirm this email address and finish signing up.',
    );
    expect(mail.Text).toContain(
      'You get this mail because someone signed up on 127.0.0.1:4173 with this address.',
    );

    const { status, location } = await followLink(mail.link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(`${site}/`);
    expect(fragmentOf(location).get('type')).toBe('signup');
    const signIn = await client().auth.signInWithPassword({ email, password });
    expect(signIn.error).toBeNull();
  });
});

describe('the password reset', () => {
  it('is branded, and its link comes back to the reset page signed in', async () => {
    const email = 'branded-reset@example.com';
    await client().auth.signUp({ email, password, options: { emailRedirectTo: `${site}/` } });
    await followLink((await latestMail(backend.inboxUrl, email)).link);

    const request = await client().auth.resetPasswordForEmail(email, { redirectTo: resetPage });
    expect(request).toEqual({ data: {}, error: null });
    const mail = await latestMail(backend.inboxUrl, email);
    expect(mail.Subject).toBe('Reset your password');
    expect(mail.link).toMatch(
      new RegExp(
        `^${backend.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=recovery&redirect_to=${resetPage}$`,
      ),
    );
    expectBranded(mail, 'Reset password');
    expect(mail.Text).toContain(
      'We received a request to reset your password. Follow the link below to choose a new one.',
    );
    expect(mail.Text).toContain(
      'You get this mail because someone asked on 127.0.0.1:4173 to reset the password of the account with this address.',
    );

    const { location } = await followLink(mail.link);
    expect(`${location.origin}${location.pathname}`).toBe(resetPage);
    expect(fragmentOf(location).get('type')).toBe('recovery');
  });

  it("says the lifetime config.toml's otp_expiry gives the link", () => {
    expect(backend.config.auth.otpExpirySeconds).toBe(authLinkLifetimeSeconds);
  });
});

describe('the send-email function', () => {
  const victim = 'not-a-user@example.com';
  const payloadOf = (type: string) =>
    JSON.stringify({
      user: { email: victim },
      email_data: {
        token: '123456',
        token_hash: 'f'.repeat(56),
        redirect_to: `${site}/`,
        email_action_type: type,
        site_url: '',
        token_new: '',
        token_hash_new: '',
      },
    });
  const payload = payloadOf('recovery');

  function call(secret: string, body = payload) {
    const id = randomUUID();
    const now = new Date();
    return fetch(`${backend.url}/functions/v1/send-email`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': new Webhook(secret.replace(/^v1,/, '')).sign(id, now, body),
      },
      body,
    });
  }

  it('refuses a call Auth did not sign, and sends nothing', async () => {
    const forged = `v1,whsec_${Buffer.from('a-secret-that-is-not-the-hooks-0').toString('base64')}`;
    const response = await call(forged);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { http_code: 401, message: 'Invalid signature' },
    });
    const unsigned = await fetch(`${backend.url}/functions/v1/send-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: payload,
    });
    expect(unsigned.status).toBe(401);
    await backend.settled();
    expect(await mailsTo(backend.inboxUrl, victim)).toEqual([]);
  });

  it('answers a mail it has no template for with the error Auth reports, and sends nothing', async () => {
    const response = await call(hookSecret, payloadOf('magiclink'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { http_code: 400, message: 'No mail is written for magiclink' },
    });
    expect(await mailsTo(backend.inboxUrl, victim)).toEqual([]);
  });

  it("sends for the same call signed with the hook's secret", async () => {
    const response = await call(hookSecret);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    const mail = await latestMail(backend.inboxUrl, victim);
    expect(mail.Subject).toBe('Reset your password');
  });
});
