/*
 * Sign-up where e-mail confirmations are on, as hosted Supabase has them by default: a
 * backend of the test's own with confirmations on stands in for the suite's, the page's
 * calls go to it, and the confirmation link is read from its mail catcher.
 */
import { expect, test } from '@playwright/test';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import { latestMail } from 'local-supabase/inbox-client';
import { apiUrl, uniqueEmail } from './backend';
import { openPage } from './open-page';
import { scaled } from './host-speed';

// The worker would send the page's requests past the route below.
test.use({ serviceWorkers: 'block' });

let backend: AppBackend;

test.beforeAll(async () => {
  // A database of its own: migrations on a fresh PGlite take seconds, far more on a busy host.
  test.setTimeout(scaled(120_000));
  backend = await startAppBackend({
    host: '127.0.0.1',
    port: 0,
    db: 'memory',
    // Its functions too: the confirmation mail leaves through the send-email hook function.
    auth: { enableConfirmations: true },
  });
});

test.afterAll(async () => {
  await backend.close();
});

test('sign-up waits for the mailed link, which confirms and signs the visitor in', async ({
  page,
}) => {
  test.setTimeout(scaled(60_000));
  await page.route(`${apiUrl}/**`, (route) =>
    route.continue({ url: route.request().url().replace(apiUrl, backend.url) }),
  );
  const email = uniqueEmail('confirm');

  await openPage(page, '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill('confirm-me-please');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByRole('status')).toHaveText('Check your email to confirm your account');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Account created successfully!')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.getByRole('tab', { name: 'Sign In' }).click();
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel(/^Password/).fill('confirm-me-please');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email not confirmed')).toBeVisible();

  const mail = await latestMail(backend.inboxUrl, email);
  expect(mail.Subject).toBe('Confirm your email address');
  const { link } = mail;
  expect(link).not.toBe('');

  await page.goto(link);
  await expect(page).toHaveURL(/127\.0\.0\.1:4173\/$/);
  await expect(page.getByText('Your email address is confirmed. Welcome!')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
});
