/*
 * Admins use a second factor: a new admin sets up an authenticator at /admin from the QR
 * code's secret, signs out, signs in again with a code, and sees leads; the password alone
 * reads none of them through the API.
 */
import { expect, test } from '@playwright/test';
import { anonKey, apiUrl, insertRows, uniqueEmail } from './backend';
import { passSecondFactor, signIn, totpCode } from './sign-in';

const password = 'second-factor-password';

async function newAdmin(email: string): Promise<void> {
  const response = await fetch(`${apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  await insertRows('user_roles', [{ user_id: user.id, role: 'admin' }]);
}

async function passwordOnlyToken(email: string): Promise<string> {
  const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

test('a new admin sets up an authenticator, signs in again with a code and sees leads; the password alone reads nothing', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('mfa-admin');
  await newAdmin(email);
  const leadEmail = uniqueEmail('mfa-lead');
  await insertRows('contact_submissions', [
    { name: 'Visible To aal2', email: leadEmail, message: 'Only with a code.' },
  ]);

  await signIn(page, email, password);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('[data-mfa-secret]').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const form = page.getByRole('form', { name: 'Authentication code' });
  const valid = [-30_000, 0, 30_000].map((offset) => totpCode(secret, Date.now() + offset));
  const wrong = ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code));
  await form.getByLabel('Authentication code').fill(wrong ?? '444444');
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(form.getByText('Invalid TOTP code entered')).toBeVisible();
  await passSecondFactor(page, secret);
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Search contact submissions').fill(leadEmail);
  await expect(panel.getByRole('cell', { name: 'Visible To aal2' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await signIn(page, email, password);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your authentication code' })).toBeVisible();
  await passSecondFactor(page, secret);
  await panel.getByLabel('Search contact submissions').fill(leadEmail);
  await expect(panel.getByRole('cell', { name: 'Visible To aal2' })).toBeVisible();

  // A stolen password: a valid session at aal1, and row-level security shows it nothing.
  const token = await passwordOnlyToken(email);
  const leads = await fetch(`${apiUrl}/rest/v1/contact_submissions?select=id`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${token}` },
  });
  expect(leads.status).toBe(200);
  expect(await leads.json()).toEqual([]);
});
