/*
 * Event mode as a booth uses it: installed and set up (enrolled) once online, then opened
 * with no network and handed to visitor after visitor; the leads reach the database exactly once
 * when the network returns, and nothing of one visitor is left for the next.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiUrl, rowsWhere } from './backend';
import {
  captureLead,
  leadForm,
  openEventSetup,
  openStaffStrip,
  setUpEvent,
  stripFigure,
} from './event-helpers';
import { waitForOfflineReady } from './offline-helpers';
import { installClockToPause } from './page-clock';
import { scaled } from './host-speed';

const uniqueEvent = (label: string) =>
  `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

/**
 * A device that visited the site once online and was set up (and enrolled) there for the
 * event, now without network, opening /event fresh. With pausedClock, the page's time stands
 * still from then on until the test moves it.
 */
async function offlineBooth(
  browser: Browser,
  eventName: string,
  staffName?: string,
  { pausedClock = false } = {},
): Promise<Page> {
  const context = await browser.newContext();
  const first = await context.newPage();
  await waitForOfflineReady(first);
  await openEventSetup(first);
  await setUpEvent(first, eventName, staffName);
  await context.setOffline(true);
  const page = await context.newPage();
  await first.close();
  if (pausedClock) {
    const pauseClock = await installClockToPause(page);
    await page.goto('/event');
    await pauseClock();
  } else {
    await page.clock.install();
    await page.goto('/event');
  }
  return page;
}

test('offline all day once enrolled: 20 visitors, each thanked and reset, delivered exactly once', async ({
  browser,
}) => {
  test.slow();
  const eventName = uniqueEvent('Web Summit');
  const page = await offlineBooth(browser, eventName);

  for (let visitor = 1; visitor <= 20; visitor += 1) {
    await captureLead(page, `Visitor${visitor} Tester`, `visitor${visitor}@example.com`);
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await page.clock.fastForward(8000);
    await expect(leadForm(page).getByLabel('Full Name')).toHaveValue('');
  }
  await expect(page.getByText('Thank you!')).toHaveCount(0);

  await openStaffStrip(page);
  await expect(stripFigure(page, 'Captured today')).toHaveText('20');
  await expect(stripFigure(page, 'Waiting to send')).toHaveText('20');
  await expect(stripFigure(page, 'Last delivery')).toHaveText('None yet');

  await page.context().setOffline(false);
  await expect(stripFigure(page, 'Waiting to send')).toHaveText('0', { timeout: scaled(30_000) });
  await expect(stripFigure(page, 'Last delivery')).not.toHaveText('None yet');
  const rows = await rowsWhere('event_leads', 'event_name', eventName);
  expect(rows).toHaveLength(20);
  expect(new Set(rows.map((row) => row.full_name)).size).toBe(20);
  const deviceIds = new Set(rows.map((row) => row.device_id));
  expect(deviceIds.size).toBe(1);
  expect(rows.every((row) => row.staff_name === 'Sam Staff' && row.consent === true)).toBe(true);
  // Deliveries are the strip's news, never a toast for the next visitor.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await page.context().close();
});

test('a half-filled form counts down and clears after 60 s idle; a touch keeps it', async ({
  browser,
}) => {
  // The page's time moves only with the test: each touch is exactly the stated time before
  // the countdown it expects, however slow this host is between the steps.
  const page = await offlineBooth(browser, uniqueEvent('Idle Expo'), undefined, {
    pausedClock: true,
  });
  const fullName = leadForm(page).getByLabel('Full Name');
  await fullName.fill('Half Filled');

  await page.clock.fastForward(52_000);
  await expect(page.getByRole('status')).toContainText('Clearing this form in 8 s');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(fullName).toHaveValue('Half Filled');

  await page.clock.fastForward(50_000);
  await expect(page.getByRole('status')).toContainText('Clearing this form in 10 s');
  await page.clock.fastForward(10_000);
  await expect(fullName).toHaveValue('');
  await expect(page.getByRole('status')).toHaveCount(0);
  await page.context().close();
});

test('two devices at one event, both offline: every lead arrives once, with its device', async ({
  browser,
}) => {
  test.slow();
  const eventName = uniqueEvent('Twin Booth');
  const booths = await Promise.all([
    offlineBooth(browser, eventName, 'Staff 0'),
    offlineBooth(browser, eventName, 'Staff 1'),
  ]);
  for (const [index, page] of booths.entries()) {
    for (let visitor = 1; visitor <= 3; visitor += 1) {
      await captureLead(
        page,
        `Device${index} Visitor${visitor}`,
        `d${index}v${visitor}@example.com`,
      );
      await page.getByRole('button', { name: 'Next visitor' }).click();
    }
  }
  await Promise.all(booths.map((page) => page.context().setOffline(false)));
  await expect
    .poll(async () => (await rowsWhere('event_leads', 'event_name', eventName)).length, {
      timeout: scaled(30_000),
    })
    .toBe(6);
  const rows = await rowsWhere('event_leads', 'event_name', eventName);
  const staffByDevice = new Map<unknown, unknown[]>();
  for (const row of rows) {
    staffByDevice.set(row.device_id, [...(staffByDevice.get(row.device_id) ?? []), row.staff_name]);
  }
  // Two devices, three leads each, each device's leads under its own staff member.
  expect([...staffByDevice.values()].map((staff) => new Set(staff).size)).toEqual([1, 1]);
  expect([...staffByDevice.values()].map((staff) => staff.length)).toEqual([3, 3]);
  await Promise.all(booths.map((page) => page.context().close()));
});

test('leaving event mode needs the PIN; the set-up survives a reload until then', async ({
  page,
}) => {
  await page.goto('/event');
  const eventName = uniqueEvent('Reload Fair');
  await setUpEvent(page, eventName);
  await page.reload();
  await expect(page.getByRole('main')).toContainText(eventName);
  await expect(page.getByRole('link')).toHaveCount(0);

  await openStaffStrip(page);
  await page.getByRole('button', { name: 'Leave event mode' }).click();
  const prompt = page.getByRole('dialog', { name: 'Leave event mode' });
  await prompt.getByLabel('Staff PIN').fill('0000');
  await prompt.getByRole('button', { name: 'Leave event mode' }).click();
  await expect(prompt.getByText('Wrong PIN')).toBeVisible();
  await prompt.getByLabel('Staff PIN').fill('2468');
  await prompt.getByRole('button', { name: 'Leave event mode' }).click();
  await expect(page).toHaveURL(/\/$/);
  await openEventSetup(page);
});

test('the manifest offers event mode as a shortcut', async ({ page, request }) => {
  await page.goto('/event');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href ?? '')).json()) as {
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest.shortcuts).toContainEqual(
    expect.objectContaining({ name: 'Event mode', url: '/event' }),
  );
});

test('offline, staff download today’s leads from the device as a CSV', async ({ browser }) => {
  const page = await offlineBooth(browser, uniqueEvent('Backup Fair'));
  await captureLead(page, 'Csv First', 'csv.first@example.com');
  await page.getByRole('button', { name: 'Next visitor' }).click();
  await captureLead(page, 'Csv Second', 'csv.second@example.com');
  await page.getByRole('button', { name: 'Next visitor' }).click();

  await openStaffStrip(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: "Download today's leads (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^event-leads-backup-fair-.+\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(lines[0]).toMatch(/^ID,Full Name,Email,/);
  expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['Csv First', 'Csv Second']);
  await page.context().close();
});

test('a lead the server refuses shows on the strip as failed, with the reason', async ({
  browser,
}) => {
  const page = await offlineBooth(browser, uniqueEvent('Refusal Expo'));
  await captureLead(page, 'Refused Visitor', 'refused@example.com');
  await page.getByRole('button', { name: 'Next visitor' }).click();
  // From now on the server refuses the booth's leads.
  await page.context().route(`${apiUrl}/rest/v1/event_leads`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            code: '23514',
            message: 'violates check constraint "event_leads_notes_length"',
            details: null,
            hint: null,
          }),
        })
      : route.continue(),
  );
  await openStaffStrip(page);
  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(stripFigure(page, 'Failed')).toHaveText('1');
  const failed = page.getByRole('list', { name: 'Failed leads' });
  await expect(failed).toContainText('Refused Visitor');
  await expect(failed).toContainText('violates check constraint "event_leads_notes_length"');
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await page.context().close();
});
