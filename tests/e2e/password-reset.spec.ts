/*
 * 'Forgot password?' end to end: the form, the mail the local backend sends to its catcher,
 * the link back to the site, a new password, and a link that works only once.
 */
import { expect, test, type Page } from '@playwright/test';
import { latestMail } from 'local-supabase/inbox-client';
import { inboxUrl, uniqueEmail } from './backend';
import { openPage } from './open-page';
import { signIn } from './sign-in';
import { scaled } from './host-speed';

async function signUp(page: Page, email: string, password: string) {
  await openPage(page, '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

/** The link of the newest recovery mail the local backend sent to `email`. */
async function mailedLink(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mail = await latestMail(inboxUrl, email).catch(() => null);
      link = mail?.Subject === 'Reset your password' ? mail.link : '';
      return link;
    })
    .not.toBe('');
  return link;
}

test('forgot password: the mailed link sets a new password, once', async ({ page }) => {
  test.setTimeout(scaled(60_000));
  const email = uniqueEmail('forgot');
  await signUp(page, email, 'first-password');

  await openPage(page, '/auth');
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const request = page.getByRole('form', { name: 'Reset password' });
  await expect(request.getByLabel('Email')).toHaveValue(email);
  await request.getByRole('button', { name: 'Send reset link' }).click();
  await expect(request.getByRole('status')).toHaveText(
    'If an account exists for that email, we sent a link to reset your password',
  );

  const link = await mailedLink(email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/reset-password/);
  const choose = page.getByRole('form', { name: 'Choose a new password' });
  await choose.getByLabel(/^New password/).fill('12345');
  await choose.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await choose.getByLabel(/^New password/).fill('second-password');
  await choose.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your password has been updated')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await signIn(page, email, 'first-password');
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signIn(page, email, 'second-password');
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto(link);
  await expect(page.getByText('Email link is invalid or has expired')).toBeVisible();
});
