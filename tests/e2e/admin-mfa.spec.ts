/*
 * Admins use the second factor set up when admin was granted: the seeded admin (whose
 * authenticator the grant set up, ADMIN_TOTP_SECRET) signs in with a code and sees leads.
 * A newly granted admin sets the authenticator up with the grant's one-time set-up code: its
 * QR code is drawn under the served Content-Security-Policy. An admin without one is told to
 * ask for a set-up, and a factor they enrol with the password alone through the API reaches
 * aal2 but reads nothing; the password alone neither.
 */
import { expect, test, type Page } from '@playwright/test';
import { Secret } from 'otpauth';
import { anonKey, apiUrl, insertRows, seededAdmin, serviceRoleKey, uniqueEmail } from './backend';
import { passSecondFactor, signIn, totpCode } from './sign-in';

const password = 'second-factor-password';

async function auth(path: string, body: unknown, token?: string) {
  const response = await fetch(`${apiUrl}/auth/v1/${path}`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function newAdmin(email: string): Promise<void> {
  const { user } = (await auth('signup', { email, password })) as { user: { id: string } };
  await insertRows('user_roles', [{ user_id: user.id, role: 'admin' }]);
}

/**
 * npm run admin:grant on this backend: the function the script calls
 * (private.grant_admin_set_up), through its service-role wrapper. Returns the set-up code.
 */
async function grantWithSetUpCode(email: string, totpSecret: string): Promise<string> {
  const response = await fetch(`${apiUrl}/rest/v1/rpc/grant_admin_set_up`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ user_email: email, totp_secret: totpSecret, issuer: '127.0.0.1:4173' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as string;
}

/** Content-Security-Policy violations the page reports, as events and on the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('reportCspViolation', (_source, text: string) => {
    seen.push(text);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (text: string) => void })
      .reportCspViolation;
    addEventListener('securitypolicyviolation', (event) => {
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) seen.push(message.text());
  });
  return seen;
}

const passwordOnlyToken = async (email: string, secret = password) =>
  (await auth('token?grant_type=password', { email, password: secret })).access_token as string;

async function contactIds(token: string): Promise<unknown> {
  const leads = await fetch(`${apiUrl}/rest/v1/contact_submissions?select=id`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${token}` },
  });
  expect(leads.status).toBe(200);
  return leads.json();
}

test('an admin without a granted authenticator is asked to get one set up, and one they enrol themselves reads nothing', async ({
  page,
}) => {
  const email = uniqueEmail('mfa-ungranted');
  await newAdmin(email);
  await insertRows('contact_submissions', [
    { name: 'Hidden From Self-Enrolled', email: uniqueEmail('mfa-lead'), message: 'No.' },
  ]);

  await signIn(page, email, password);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Ask for your authenticator to be set up' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(
    'Ask whoever manages admin access to run the set-up for your account (npm run admin:grant)',
  );
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Authentication code' })).toHaveCount(0);

  // Whoever has the password enrols a factor through the API and reaches aal2 with it.
  const token = await passwordOnlyToken(email);
  const factor = await auth('factors', { factor_type: 'totp' }, token);
  const { secret } = factor.totp as { secret: string };
  const challenge = await auth(`factors/${String(factor.id)}/challenge`, {}, token);
  const raised = await auth(
    `factors/${String(factor.id)}/verify`,
    { challenge_id: challenge.id, code: totpCode(secret) },
    token,
  );
  const aal2Token = raised.access_token as string;
  expect(JSON.parse(atob(aal2Token.split('.')[1] ?? '')).aal).toBe('aal2');
  expect(await contactIds(aal2Token)).toEqual([]);
});

test(
  'the seeded admin signs in with the granted authenticator and sees leads; the password alone reads nothing',
  { tag: '@seeded-admin' },
  async ({ page }) => {
    test.slow();
    const leadEmail = uniqueEmail('mfa-lead');
    await insertRows('contact_submissions', [
      { name: 'Visible To aal2', email: leadEmail, message: 'Only with a code.' },
    ]);

    await signIn(page, seededAdmin.email, seededAdmin.password);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
    await expect(
      page.getByRole('heading', { name: 'Enter your authentication code' }),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'Authentication code' });
    const valid = [-30_000, 0, 30_000].map((offset) =>
      totpCode(seededAdmin.totpSecret, Date.now() + offset),
    );
    const wrong = ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code));
    await form.getByLabel('Authentication code').fill(wrong ?? '444444');
    await form.getByRole('button', { name: 'Verify' }).click();
    await expect(form.getByText('Invalid TOTP code entered')).toBeVisible();
    await passSecondFactor(page);
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Search contact submissions').fill(leadEmail);
    await expect(panel.getByRole('cell', { name: 'Visible To aal2' })).toBeVisible();

    // A stolen password: a valid session at aal1, and row-level security shows it nothing.
    const token = await passwordOnlyToken(seededAdmin.email, seededAdmin.password);
    expect(await contactIds(token)).toEqual([]);
  },
);

test('a newly granted admin sets up the authenticator with the set-up code: the QR code shows under the served policy', async ({
  page,
}) => {
  const email = uniqueEmail('mfa-set-up');
  await auth('signup', { email, password });
  const totpSecret = new Secret({ size: 20 }).base32;
  const setUpCode = await grantWithSetUpCode(email, totpSecret);
  expect(setUpCode).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
  const policy = (await page.request.get('/admin')).headers()['content-security-policy'];
  expect(policy).toMatch(/img-src 'self'/);
  expect(policy).not.toContain('data:');
  const violations = await watchViolations(page);

  await signIn(page, email, password);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
  const setUp = page.getByRole('form', { name: 'Set-up code' });
  await setUp.getByLabel('Set-up code').fill('0000-0000-0000-0000');
  await setUp.getByRole('button', { name: 'Show my authenticator' }).click();
  await expect(
    setUp.getByText('That set-up code is not valid: check it, or ask for a new one.'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveCount(
    0,
  );

  await setUp.getByLabel('Set-up code').fill(setUpCode.toLowerCase());
  await setUp.getByRole('button', { name: 'Show my authenticator' }).click();
  const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  const box = await qr.boundingBox();
  expect(box?.width).toBeGreaterThan(100);
  expect(box?.height).toBeGreaterThan(100);
  const modules = (await qr.locator('path').getAttribute('d'))?.match(/M/g)?.length ?? 0;
  expect(modules).toBeGreaterThan(300);
  const secret = await page.getByLabel('Secret').inputValue();
  expect(secret).toBe(totpSecret);

  await passSecondFactor(page, secret);
  await expect(page.getByRole('tabpanel').getByLabel('Search contact submissions')).toBeVisible();
  expect(violations).toEqual([]);
});
