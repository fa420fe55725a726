/*
 * The booth fleet: an enrolled tablet reports its waiting leads, version and storage to the
 * admin's device list while it is open; a revoked tablet stops capturing at its next
 * contact and the leads it had sent leave it.
 */
import { expect, test, type Page } from '@playwright/test';
import { rowsWhere, seededAdmin } from './backend';
import { createEnrolmentCode, devicesOf, revokeDevicesOf } from './device-enrolment';
import {
  captureLead,
  leadForm,
  openEventSetup,
  openStaffStrip,
  setUpEvent,
  staffPin,
  stripFigure,
} from './event-helpers';
import { startFaultProxy } from './fault-proxy';
import { scaled } from './host-speed';
import { passSecondFactor, signIn } from './sign-in';

const uniqueEvent = (label: string) =>
  `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

const leadsOf = async (eventName: string) =>
  (await rowsWhere('event_leads', 'event_name', eventName)).map((row) => row.full_name);

const setupForm = (page: Page) => page.getByRole('form', { name: 'Event set-up' });

/**
 * Wakes the page's service worker as the browser does: Background Sync when the network
 * returns, Periodic Background Sync for an installed app (Chrome DevTools Protocol).
 */
async function wakeWorker(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  const origin = new URL(page.url()).origin;
  return {
    sync: (tag: string) =>
      cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin,
        registrationId,
        tag,
        lastChance: false,
      }),
    periodicSync: (tag: string) =>
      cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', { origin, registrationId, tag }),
  };
}

/** The leads this device's own log still keeps (IndexedDB 'event-log'). */
const loggedLeads = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('event-log');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('captured').objectStore('captured').count();
          count.onsuccess = () => (open.result.close(), resolve(count.result));
        };
      }),
  );

/** What this browser answers about its storage, as the strip and the heartbeat report it. */
const storageAnswer = (page: Page) => page.evaluate(() => navigator.storage.persisted());

test(
  'the admin’s device list shows a booth’s heartbeat: its waiting lead, version and storage',
  { tag: '@seeded-admin' },
  async ({ page, browser }) => {
    test.slow();
    const eventName = uniqueEvent('Fleet Expo');
    const booth = await (await browser.newContext()).newPage();
    // The server answers this visitor's lead 503 for now: it waits on the tablet.
    const proxy = await startFaultProxy(booth.context());
    proxy.setFor('waiting@example.com', { type: 'status', status: 503 });
    await openEventSetup(booth);
    await setUpEvent(booth, eventName);
    await captureLead(booth, 'Waiting Visitor', 'waiting@example.com');
    const persisted = await storageAnswer(booth);

    await booth.getByRole('button', { name: 'Next visitor' }).click();
    const strip = await openStaffStrip(booth);
    await expect(stripFigure(booth, 'Waiting to send')).toHaveText('1');
    await expect(
      strip.getByText(persisted ? 'Storage: kept' : 'Storage: may be cleared', { exact: true }),
    ).toBeVisible();

    await signIn(page, seededAdmin.email, seededAdmin.password);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
    await passSecondFactor(page);
    await page.getByRole('tab', { name: /Events/ }).click();
    const row = page
      .getByRole('table', { name: 'Booth devices' })
      .getByRole('row')
      .filter({ hasText: eventName });
    const cell = (column: number) => row.getByRole('cell').nth(column);
    // The list is read when the tab opens: reopened until the report after the capture is in.
    await expect(async () => {
      await page.reload();
      await page.getByRole('tab', { name: /Events/ }).click();
      await expect(cell(4)).toHaveText('1', { timeout: scaled(2_000) });
    }).toPass({ timeout: scaled(30_000) });
    await expect(cell(5)).toHaveText('0');
    await expect(cell(6)).toHaveText('Never');
    await expect(cell(7)).toHaveText(/^0\.1\.0\+[0-9a-f]{7,}$/);
    await expect(cell(8)).toHaveText(persisted ? 'Kept' : 'May be cleared');
    await expect(cell(9)).toHaveText('Enrolled');

    // The server takes the lead again: the next report has nothing waiting, one delivery.
    proxy.setFor('waiting@example.com', { type: 'pass' });
    await strip.getByRole('button', { name: 'Send now' }).click();
    await expect.poll(() => leadsOf(eventName)).toEqual(['Waiting Visitor']);
    await expect(async () => {
      await page.reload();
      await page.getByRole('tab', { name: /Events/ }).click();
      await expect(cell(4)).toHaveText('0', { timeout: scaled(2_000) });
    }).toPass({ timeout: scaled(30_000) });
    await expect(cell(6)).not.toHaveText('Never');
    await booth.context().close();
  },
);

test('a revoked booth stops capturing at its next contact, and its sent leads leave it', async ({
  browser,
}) => {
  test.slow();
  const eventName = uniqueEvent('Revoked Fair');
  const context = await browser.newContext();
  const booth = await context.newPage();
  await openEventSetup(booth);
  await setUpEvent(booth, eventName);
  await captureLead(booth, 'Sent Visitor', 'sent@example.com');
  await expect.poll(() => leadsOf(eventName)).toEqual(['Sent Visitor']);
  await booth.getByRole('button', { name: 'Next visitor' }).click();
  await openStaffStrip(booth);
  await expect(stripFigure(booth, 'Captured today')).toHaveText('1');
  await booth.getByRole('button', { name: 'Close the staff strip' }).click();

  // Revoked while the tablet is away; nothing waits, so its next contact is its heartbeat.
  await context.setOffline(true);
  await revokeDevicesOf(eventName);
  await context.setOffline(false);
  const revoked =
    "This device's enrolment was revoked, so it cannot capture leads, and the leads it had sent were removed from it. Ask an admin for a new enrolment code. No lead is waiting to be sent.";
  await expect(setupForm(booth).getByText(revoked)).toBeVisible({ timeout: scaled(15_000) });
  await expect(leadForm(booth)).toHaveCount(0);

  // Offline from now on, it still takes no visitor: the set-up is all it shows.
  await context.setOffline(true);
  await booth.reload();
  await expect(setupForm(booth).getByText(revoked)).toBeVisible({ timeout: scaled(30_000) });
  await expect(leadForm(booth)).toHaveCount(0);

  // Enrolled again with a new code, it captures again, and its log no longer holds the
  // lead it had sent.
  await context.setOffline(false);
  const form = setupForm(booth);
  await form.getByLabel('Staff PIN').fill(staffPin);
  await form.getByLabel('Enrolment code').fill(await createEnrolmentCode(eventName));
  await form.getByRole('button', { name: 'Start event mode' }).click();
  await expect(leadForm(booth)).toBeVisible();
  await openStaffStrip(booth);
  await expect(stripFigure(booth, 'Captured today')).toHaveText('0');
  await expect(stripFigure(booth, 'Last delivery')).toHaveText('None yet');
  await context.close();
});

test('with the kiosk closed, the worker delivers the waiting lead and reports it, and a revoked tablet forgets it', async ({
  browser,
}) => {
  test.slow();
  const eventName = uniqueEvent('Closed Kiosk Expo');
  const context = await browser.newContext();
  const booth = await context.newPage();
  const proxy = await startFaultProxy(context);
  proxy.setFor('later@example.com', { type: 'status', status: 503 });
  await openEventSetup(booth);
  await setUpEvent(booth, eventName);
  await captureLead(booth, 'Later Visitor', 'later@example.com');
  await expect.poll(async () => (await devicesOf(eventName))[0]?.waiting).toBe(1);

  // Staff close the kiosk once its worker runs it (a page that loads while the worker still
  // installs stays its own until reloaded: the next test); the tablet shows another page.
  await booth.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await booth.goto('/about');
  await booth.waitForFunction(() => navigator.serviceWorker.controller !== null);
  proxy.setFor('later@example.com', { type: 'pass' });
  const worker = await wakeWorker(booth);
  await worker.sync('lead-outbox');
  await expect.poll(() => leadsOf(eventName)).toEqual(['Later Visitor']);
  await expect
    .poll(async () => (await devicesOf(eventName))[0])
    .toMatchObject({ waiting: 0, last_delivery_at: expect.any(String) });
  expect(await loggedLeads(booth)).toBe(1);

  // Revoked while closed: the worker's next report learns it, and the sent lead leaves.
  await revokeDevicesOf(eventName);
  await worker.periodicSync('booth-heartbeat');
  await expect.poll(() => loggedLeads(booth)).toBe(0);
  await context.close();
});

test('a page of the booth that no worker controls yet delivers the waiting lead and reports it', async ({
  browser,
}) => {
  test.slow();
  const eventName = uniqueEvent('Workerless Expo');
  // As in a tablet's first minutes, while its worker still installs: each page replays itself.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const booth = await context.newPage();
  const proxy = await startFaultProxy(context);
  proxy.setFor('early@example.com', { type: 'status', status: 503 });
  await openEventSetup(booth);
  await setUpEvent(booth, eventName);
  await captureLead(booth, 'Early Visitor', 'early@example.com');
  await expect.poll(async () => (await devicesOf(eventName))[0]?.waiting).toBe(1);

  await booth.goto('/about');
  proxy.setFor('early@example.com', { type: 'pass' });
  // The page's retry timer sends it (backoff 2 s, then 4 s when it met the 503 once more).
  const retries = { timeout: scaled(30_000) };
  await expect.poll(() => leadsOf(eventName), retries).toEqual(['Early Visitor']);
  await expect
    .poll(async () => (await devicesOf(eventName))[0], retries)
    .toMatchObject({ waiting: 0, last_delivery_at: expect.any(String) });
  await context.close();
});
