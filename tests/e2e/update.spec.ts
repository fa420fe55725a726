import { expect, test } from '@playwright/test';
import { waitForOfflineReady } from './offline-helpers';
import { startReleaseServer, type ReleaseServer } from './release-server';

let host: ReleaseServer;
test.beforeAll(async ({ baseURL }) => {
  host = await startReleaseServer(baseURL!);
});
test.afterAll(async () => {
  await host.close();
});

test('a new version waits for the go-ahead and never reloads over a half-filled form', async ({
  page,
}) => {
  await waitForOfflineReady(page, `${host.url}/contact`);
  // The first install is no update: nothing to offer.
  await expect(page.getByText('A new version is available')).toBeHidden();

  host.release();
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available' });
  await expect(prompt).toBeVisible();

  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name').fill('Half-written');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(
    prompt.getByText('Send or clear the form you are filling in first, so nothing is lost.'),
  ).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('Half-written');

  await form.getByLabel('Full Name').fill('');
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('A new version is available')).toBeHidden();
  const workers = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: Boolean(registration?.waiting), active: Boolean(registration?.active) };
  });
  expect(workers).toEqual({ waiting: false, active: true });
});

test('once another tab has taken the update, this tab’s Reload reloads it', async ({
  page,
  context,
}) => {
  await waitForOfflineReady(page, `${host.url}/about`);
  const other = await context.newPage();
  await other.goto(`${host.url}/services`);

  host.release();
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  const promptIn = (tab: typeof page) =>
    tab.getByRole('alert').filter({ hasText: 'A new version is available' });
  await expect(promptIn(page)).toBeVisible();
  await expect(promptIn(other)).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await promptIn(page).getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(promptIn(page)).toBeHidden();

  // The new worker already controls the other tab: its prompt must still do what it says.
  await expect
    .poll(() => other.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toBeTruthy();
  const otherReloaded = other.waitForEvent('load');
  await promptIn(other).getByRole('button', { name: 'Reload' }).click();
  await otherReloaded;
  await expect(promptIn(other)).toBeHidden();
});
