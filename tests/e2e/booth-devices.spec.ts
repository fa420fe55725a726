/*
 * Booth devices are enrolled: the set-up asks for an admin's one-time code, once and
 * online; a kiosk set up before enrolment existed keeps its leads and is asked for a code
 * when online; the admin sees each device and revokes it; and the staff PIN locks after
 * too many wrong tries, across reloads.
 */
import { createHash } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { rowsWhere, seededAdmin } from './backend';
import { createEnrolmentCode } from './device-enrolment';
import { captureLead, leadForm, openEventSetup, setUpEvent, staffPin } from './event-helpers';
import { scaled } from './host-speed';
import { waitForOfflineReady } from './offline-helpers';
import { passSecondFactor, signIn } from './sign-in';

const uniqueEvent = (label: string) =>
  `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

const leadsOf = async (eventName: string) =>
  (await rowsWhere('event_leads', 'event_name', eventName)).map((row) => row.full_name);

const setupForm = (page: Page) => page.getByRole('form', { name: 'Event set-up' });

async function fillSetUp(page: Page, eventName: string, code: string) {
  const form = setupForm(page);
  await form.getByLabel('Event name').fill(eventName);
  await form.getByLabel('Staff PIN').fill(staffPin);
  await form.getByLabel('Enrolment code').fill(code);
  await form.getByRole('button', { name: 'Start event mode' }).click();
}

test('the set-up enrols the device with an admin’s one-time code, for its event only', async ({
  page,
}) => {
  const eventName = uniqueEvent('Enrol Expo');
  await openEventSetup(page);
  const form = setupForm(page);

  await fillSetUp(page, eventName, '');
  await expect(form.getByText('Enrolment code is required')).toBeVisible();
  await fillSetUp(page, eventName, 'ABCD-EF01-2345-6789');
  await expect(
    form.getByText('This enrolment code is not valid. Ask an admin for a new one.'),
  ).toBeVisible();
  const otherEvent = uniqueEvent('Other Expo');
  await fillSetUp(page, eventName, await createEnrolmentCode(otherEvent));
  await expect(
    form.getByText(`This enrolment code is for the event "${otherEvent}".`),
  ).toBeVisible();

  const valid = await createEnrolmentCode(eventName);
  await fillSetUp(page, eventName, valid);
  await expect(leadForm(page)).toBeVisible();
  await captureLead(page, 'Enrolled Visitor', 'enrolled@example.com');
  await expect.poll(() => leadsOf(eventName)).toEqual(['Enrolled Visitor']);

  // The device holds its own credential from now on: online after a reload, no code again.
  await page.reload();
  await expect(leadForm(page)).toBeVisible({ timeout: scaled(30_000) });
  await expect(setupForm(page)).toHaveCount(0);
});

/** A device that visited the site online, set up offline before booths were enrolled. */
async function legacyKiosk(browser: Browser, eventName: string): Promise<Page> {
  const context = await browser.newContext();
  const first = await context.newPage();
  await waitForOfflineReady(first);
  const deviceId = crypto.randomUUID();
  const pinHash = createHash('sha256').update(`${deviceId}:${staffPin}`).digest('hex');
  await first.evaluate(
    ({ deviceId, setup }) => {
      localStorage.setItem('event-mode:device-id', deviceId);
      localStorage.setItem('event-mode:setup', JSON.stringify(setup));
    },
    { deviceId, setup: { eventName, staffName: 'Old Staff', pinHash } },
  );
  await context.setOffline(true);
  const page = await context.newPage();
  await first.close();
  await page.goto('/event');
  return page;
}

test('a kiosk set up before enrolment keeps its leads and asks for a code once online', async ({
  browser,
}) => {
  test.slow();
  const eventName = uniqueEvent('Legacy Fair');
  const page = await legacyKiosk(browser, eventName);
  // Offline it captures as before; the lead waits on the device.
  await expect(leadForm(page)).toBeVisible({ timeout: scaled(30_000) });
  await captureLead(page, 'Kept Visitor', 'kept@example.com');

  await page.context().setOffline(false);
  await expect(
    setupForm(page).getByText(
      'This device must be enrolled before it sends leads. Ask an admin for an enrolment code. Every lead on this device is kept and sent once it is enrolled.',
    ),
  ).toBeVisible();
  expect(await leadsOf(eventName)).toEqual([]);

  await fillSetUp(page, eventName, await createEnrolmentCode(eventName));
  await expect(leadForm(page)).toBeVisible();
  await expect
    .poll(() => leadsOf(eventName), { timeout: scaled(30_000) })
    .toEqual(['Kept Visitor']);
  await page.context().close();
});

test('after 5 wrong PINs the staff controls stay locked for 5 minutes, across a reload', async ({
  page,
}) => {
  await page.clock.install();
  await openEventSetup(page);
  await setUpEvent(page, uniqueEvent('Pin Fair'));
  const locked =
    /^Too many wrong PINs\. The staff controls are locked until .+ \((5|4) minutes\)\.$/;

  await page.getByRole('button', { name: 'Staff' }).click();
  const prompt = page.getByRole('dialog', { name: 'Staff' });
  for (let wrong = 1; wrong <= 4; wrong += 1) {
    await prompt.getByLabel('Staff PIN').fill('0000');
    await prompt.getByRole('button', { name: 'Open' }).click();
    const left = 5 - wrong;
    await expect(
      prompt.getByText(
        `Wrong PIN. ${left} more wrong ${left === 1 ? 'PIN locks' : 'PINs lock'} the staff controls for 5 minutes.`,
      ),
    ).toBeVisible();
  }
  await prompt.getByLabel('Staff PIN').fill('0000');
  await prompt.getByRole('button', { name: 'Open' }).click();
  await expect(prompt.getByText(locked)).toBeVisible();
  await expect(prompt.getByLabel('Staff PIN')).toBeDisabled();
  await expect(prompt.getByRole('button', { name: 'Open' })).toBeDisabled();

  // A reload opens nothing early.
  await page.reload();
  await expect(leadForm(page)).toBeVisible({ timeout: scaled(30_000) });
  await page.getByRole('button', { name: 'Staff' }).click();
  await expect(prompt.getByText(locked)).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Open' })).toBeDisabled();

  // Five minutes later (the prompt closed meanwhile, as staff leave it) the right PIN opens.
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.fastForward('05:01');
  await page.getByRole('button', { name: 'Staff' }).click();
  await expect(prompt.getByRole('button', { name: 'Open' })).toBeEnabled();
  await prompt.getByLabel('Staff PIN').fill(staffPin);
  await prompt.getByRole('button', { name: 'Open' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Staff' }).getByText('Captured today'),
  ).toBeVisible();
});

test(
  'the admin adds a device, sees its last contact and revokes it; its leads wait for a new code',
  { tag: '@seeded-admin' },
  async ({ page, browser }) => {
    test.slow();
    const eventName = uniqueEvent('Admin Expo');
    await signIn(page, seededAdmin.email, seededAdmin.password);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
    await passSecondFactor(page);
    await page.getByRole('tab', { name: /Events/ }).click();
    const adding = page.getByRole('form', { name: 'Add a device' });
    await adding.getByLabel('Event name').fill(eventName);
    await adding.getByLabel('Device label').fill('Front desk tablet');
    await adding.getByRole('button', { name: 'Add a device' }).click();
    const code = await page.getByTestId('enrolment-code').textContent();
    expect(code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
    const devices = page.getByRole('table', { name: 'Booth devices' });
    const row = devices.getByRole('row').filter({ hasText: 'Front desk tablet' });
    await expect(row).toContainText(eventName);
    await expect(row).toContainText('Waiting for its code');

    // The tablet, elsewhere, enrols with the code and sends a lead.
    const booth = await (await browser.newContext()).newPage();
    await openEventSetup(booth);
    await fillSetUp(booth, eventName, String(code));
    await captureLead(booth, 'First Visitor', 'first@example.com');
    // At once, before the thank-you screen's own 8 s: the admin's steps may take longer.
    await booth.getByRole('button', { name: 'Next visitor' }).click();
    await expect.poll(() => leadsOf(eventName)).toEqual(['First Visitor']);

    await page.reload();
    await page.getByRole('tab', { name: /Events/ }).click();
    await expect(row).toContainText('Enrolled');
    const lastContact = row.getByRole('cell').nth(3);
    await expect(lastContact).not.toHaveText('Never');
    await row.getByRole('button', { name: 'Revoke Front desk tablet' }).click();
    await expect(row).toContainText('Revoked');

    // The revoked tablet's next lead is kept, and the booth says it cannot capture and asks
    // for a new code.
    const form = leadForm(booth);
    await form.getByLabel('Full Name').fill('Second Visitor');
    await form.getByLabel('Email').fill('second@example.com');
    await form.getByLabel('I agree to be contacted about my enquiry').check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(
      setupForm(booth).getByText(
        "This device's enrolment was revoked, so it cannot capture leads, and the leads it had sent were removed from it. Ask an admin for a new enrolment code. 1 lead not yet sent is kept on this device and sent once it is enrolled again.",
      ),
    ).toBeVisible({ timeout: scaled(15_000) });
    expect(await leadsOf(eventName)).toEqual(['First Visitor']);
    await fillSetUp(booth, eventName, await createEnrolmentCode(eventName));
    await expect
      .poll(async () => (await leadsOf(eventName)).sort(), { timeout: scaled(30_000) })
      .toEqual(['First Visitor', 'Second Visitor']);
    await booth.context().close();
  },
);
