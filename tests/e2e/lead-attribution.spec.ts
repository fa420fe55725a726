/*
 * Where a lead came from, end to end: the first page of a visit records its utm_* values,
 * another site's origin and the landing path in sessionStorage (never a cookie), every
 * visitor lead of the visit carries them, also one queued offline, and the admin filters
 * a list by utm_source.
 */
import { expect, test } from '@playwright/test';
import { insertRows, rowsWhere, seededAdmin, uniqueEmail } from './backend';
import { bookConsultation, waitForOfflineReady } from './offline-helpers';
import { openPage } from './open-page';
import { passSecondFactor, signIn } from './sign-in';

const campaign = { utm_source: 'expo', utm_medium: 'qr', utm_campaign: 'fall26' };
const landingUrl = `/?${new URLSearchParams(campaign)}`;

test('a message sent after moving on from the landing page says where the visit began', async ({
  page,
}) => {
  const email = uniqueEmail('attribution');
  await openPage(page, landingUrl);
  const getStarted = page.getByRole('main').getByRole('link', { name: 'Get Started' });
  // The app has recorded the visit and owns the link, so the move is client-side.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('visit-attribution') !== null))
    .toBe(true);
  await expect
    .poll(() =>
      getStarted.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await getStarted.click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('We met you at the expo.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible();

  const rows = await rowsWhere('contact_submissions', 'email', email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ ...campaign, referrer: null, landing_path: '/' });
  expect(await page.evaluate(() => document.cookie)).toBe('');
});

test('a booking queued offline keeps where the visit began', async ({ page, context }) => {
  test.slow();
  const email = uniqueEmail('attribution-offline');
  await waitForOfflineReady(page, landingUrl);
  await context.setOffline(true);
  // A full page load of another page, from the service worker: the first page still wins.
  await bookConsultation(page, email);
  await expect(page.getByText('Saved offline').first()).toBeVisible();

  await context.setOffline(false);
  await expect.poll(async () => (await rowsWhere('consultations', 'email', email)).length).toBe(1);
  const [row] = await rowsWhere('consultations', 'email', email);
  expect(row).toMatchObject({ ...campaign, referrer: null, landing_path: '/' });
  expect(await page.evaluate(() => document.cookie)).toBe('');
});

test('an admin keeps a list to one campaign source', { tag: '@seeded-admin' }, async ({ page }) => {
  const source = `src${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  await insertRows('contact_submissions', [
    {
      name: 'From the campaign',
      email: uniqueEmail('campaign'),
      message: 'Hello',
      utm_source: source,
      utm_medium: 'qr',
      referrer: 'https://news.example',
      landing_path: '/services',
    },
    { name: 'Someone else', email: uniqueEmail('direct'), message: 'Hello', landing_path: '/' },
  ]);
  await signIn(page, seededAdmin.email, seededAdmin.password);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await passSecondFactor(page);

  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('UTM source').fill(source);
  await expect(panel.getByText(/^Showing /)).toHaveText('Showing 1–1 of 1');
  const list = panel.getByRole('table', { name: 'Contact submissions' });
  await expect(list).toContainText('From the campaign');
  await expect(list).toContainText(`${source} / qr`);
  await expect(list).toContainText('from https://news.example');
  await expect(list).toContainText('landed on /services');
  await expect(list).not.toContainText('Someone else');
});
