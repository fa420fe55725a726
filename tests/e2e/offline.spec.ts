import { expect, test } from '@playwright/test';
import { apiUrl, rowsWhere, seededAdmin, uniqueEmail } from './backend';
import {
  applyForInternship,
  bookConsultation,
  outboxAttempts,
  outboxIndicator,
  outboxItems,
  sendContactMessage,
  waitForOfflineReady,
} from './offline-helpers';
import { openPage } from './open-page';
import { passSecondFactor } from './sign-in';
import { siteRoutes } from './site-routes';

test('after one visit, every route renders offline, on deep link and on reload', async ({
  page,
  context,
}) => {
  // Installs the worker (which waits for a quiet page) and then walks all 26 routes.
  test.slow();
  await waitForOfflineReady(page);
  await context.setOffline(true);

  for (const route of siteRoutes) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
    for (const text of route.texts.filter((text) => !/^\d/.test(text))) {
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    }
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.goto('/case-studies/unknown-company');
  await expect(page).toHaveURL(/\/case-studies$/);

  await expect(page.getByText("You're offline.")).toBeVisible();
});

test(
  'the admin dashboard says it needs a connection while offline',
  { tag: '@seeded-admin' },
  async ({ page, context }) => {
    await waitForOfflineReady(page);
    await openPage(page, '/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(seededAdmin.email);
    await form.getByLabel(/^Password/).fill(seededAdmin.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();

    await context.setOffline(true);
    await page.goto('/admin');
    await expect(
      page.getByText('The admin dashboard needs an internet connection.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();

    await context.setOffline(false);
    await passSecondFactor(page);
    await expect(page.getByRole('tab', { name: /Contact Submissions/ })).toBeVisible();
  },
);

test('leads captured offline survive a reload and arrive exactly once', async ({
  page,
  context,
}) => {
  // Three forms filled offline, a reload and a replay: three times a short test's work.
  test.slow();
  const email = uniqueEmail('booth');
  await waitForOfflineReady(page);
  await context.setOffline(true);

  await bookConsultation(page, email);
  await expect(page.getByText('Saved offline').first()).toBeVisible();
  await expect(
    page.getByText("We'll send it automatically when you're back online.").first(),
  ).toBeVisible();
  await sendContactMessage(page, email);
  await applyForInternship(page, email);
  await expect(outboxIndicator(page)).toHaveText('3 pending');

  await page.reload();
  await expect(outboxIndicator(page)).toHaveText('3 pending');
  await outboxIndicator(page).click();
  await expect(page.getByText('Consultation booking: Booth Visitor')).toBeVisible();
  await expect(page.getByText('Waiting to send')).toHaveCount(3);
  await page.keyboard.press('Escape');

  await context.setOffline(false);
  // One toast for the three that landed together, not three at once.
  await expect(page.getByText('Sent 3 saved submissions')).toBeVisible();
  await expect(
    page.getByText(
      'What you saved on this device has reached us: 1 × Consultation booking, 1 × Contact message, 1 × Job application.',
    ),
  ).toBeVisible();
  await expect(outboxIndicator(page)).toBeHidden();

  for (const table of ['consultations', 'contact_submissions', 'job_applications']) {
    await expect.poll(async () => (await rowsWhere(table, 'email', email)).length).toBe(1);
  }
  // Nothing is left on the device to send again, so no reload or replay can repeat a lead.
  await expect.poll(async () => (await outboxItems(page)).length).toBe(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await outboxItems(page)).toEqual([]);
  for (const table of ['consultations', 'contact_submissions', 'job_applications']) {
    expect(await rowsWhere(table, 'email', email)).toHaveLength(1);
  }
});

test('with the backend unreachable, leads wait and go out with Send now', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('down');
  await waitForOfflineReady(page);
  // The page and the worker both lose the backend; the browser itself stays online.
  await context.route(`${apiUrl}/**`, (route) => route.abort('connectionrefused'));

  await sendContactMessage(page, email);
  // Online with the server out of reach: the toast must not say 'offline'.
  await expect(page.getByText("Saved — we'll keep trying").first()).toBeVisible();
  await expect(page.getByText('Saved offline')).toHaveCount(0);
  await expect(outboxIndicator(page)).toHaveText('1 pending');
  expect(await rowsWhere('contact_submissions', 'email', email)).toHaveLength(0);
  await outboxIndicator(page).click();
  const sendNow = page.getByRole('button', { name: 'Send now' });
  // Each failed attempt doubles the wait before the next automatic one: after five, it is
  // half a minute away, so only 'Send now' can send the lead below, however slow the machine.
  await expect(async () => {
    await sendNow.click();
    expect(await outboxAttempts(page)).toBeGreaterThanOrEqual(5);
  }).toPass();
  await expect(page.getByText('Waiting to send')).toBeVisible();

  await context.unroute(`${apiUrl}/**`);
  await sendNow.click();
  await expect(page.getByText('Message sent!')).toBeVisible();
  await expect(outboxIndicator(page)).toBeHidden();
  expect(await rowsWhere('contact_submissions', 'email', email)).toHaveLength(1);
});

test('a replay answered 500 keeps the lead; answered 400 moves it to the failed list', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('errors');
  await waitForOfflineReady(page);
  const answer = { status: 500, code: 'XX000', message: 'The database is restarting' };
  await context.route(`${apiUrl}/rest/v1/contact_submissions`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: answer.status,
          contentType: 'application/json',
          body: JSON.stringify({
            code: answer.code,
            message: answer.message,
            details: null,
            hint: null,
          }),
        })
      : route.continue(),
  );

  await sendContactMessage(page, email);
  await expect(page.getByText("Saved — we'll keep trying").first()).toBeVisible();
  await outboxIndicator(page).click();
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('Waiting to send')).toBeVisible();
  await expect(outboxIndicator(page)).toHaveText('1 pending');

  Object.assign(answer, { status: 400, code: '23514', message: 'violates check constraint' });
  // 'Send now' races the automatic retry of the lead: whichever goes first meets the 400.
  const sendNow = page.getByRole('button', { name: 'Send now' });
  const failed = page.getByText('Failed: violates check constraint');
  await expect(async () => {
    if (await sendNow.isVisible()) await sendNow.click({ timeout: 1000 });
    await expect(failed).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(outboxIndicator(page)).toHaveText('1 failed');
  await expect(page.getByText('Contact message not sent')).toBeVisible();

  // Retry sends it again (refused again here); Discard asks once more before it drops it.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toBeVisible();
  await page.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('button', { name: 'Keep' }).click();
  await expect(outboxIndicator(page)).toHaveText('1 failed');
  await page.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('button', { name: /^Discard for good/ }).click();
  await expect(outboxIndicator(page)).toBeHidden();
  expect(await rowsWhere('contact_submissions', 'email', email)).toHaveLength(0);
});
