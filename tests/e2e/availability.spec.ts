/*
 * Real availability as visitors meet it: the free times the local backend's seeded host
 * ("Cognivance AI", Monday to Friday 09:00–17:00 Los Angeles, 4 h notice) has, on each
 * visitor's own clock; two visitors racing for one time; times picked offline and booked
 * on replay; the mailed link picking another time. Times come from available_slots, never
 * from the calendar, and the tests run one after another, since they book the same host.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mailsTo } from 'local-supabase/inbox-client';
import { anonKey, apiUrl, inboxUrl, rowsWhere, uniqueEmail } from './backend';
import { scaled } from './host-speed';
import { waitForOfflineReady } from './offline-helpers';
import { openPage } from './open-page';

test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'UTC', locale: 'en-GB' });

/** The free starts now, earliest first, as the dialog reads them. */
async function freeStarts(): Promise<string[]> {
  const now = Date.now();
  const response = await fetch(`${apiUrl}/rest/v1/rpc/available_slots`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      from_at: new Date(now).toISOString(),
      to_at: new Date(now + 30 * 24 * 3_600_000).toISOString(),
    }),
  });
  expect(response.ok).toBe(true);
  const rows = (await response.json()) as { start_at: string }[];
  const starts = rows.map((row) => new Date(row.start_at).toISOString()).sort();
  expect(starts.length).toBeGreaterThan(3);
  return starts;
}

/** How the dialog writes a start on a zone's clock: "Tue 1 Dec 2026, 10:00". */
function clockIn(start: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(start))
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

const zoneNames: Record<string, string> = {
  'Asia/Kolkata': 'India Standard Time (Asia/Kolkata)',
  'America/Los_Angeles': 'Pacific Time (America/Los_Angeles)',
  UTC: 'Coordinated Universal Time (UTC)',
};

/** The token of the booking page the visitor's mail links to, /booking#<token>. */
async function manageToken(email: string): Promise<string> {
  const token = async () =>
    (await mailsTo(inboxUrl, email))
      .map((mail) => /\/booking#([0-9a-f]{64})/.exec(mail.Text)?.[1])
      .find(Boolean) ?? '';
  await expect.poll(token, { timeout: scaled(15_000) }).not.toBe('');
  return token();
}

async function openDialog(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Schedule a Consultation' }).click();
  return page.getByRole('dialog', { name: 'Schedule a Consultation' });
}

/** A visitor in `timezoneId` with the dialog open on /services. */
async function visitorIn(browser: Browser, timezoneId: string) {
  const context = await browser.newContext({ timezoneId, locale: 'en-GB' });
  const page = await context.newPage();
  await openPage(page, '/services');
  const dialog = await openDialog(page);
  return { context, page, dialog };
}

/** Picks a start: its day first, then its time, as a visitor taps them. */
async function pick(dialog: ReturnType<Page['getByRole']>, start: string, timeZone: string) {
  const when = clockIn(start, timeZone);
  await dialog
    .getByRole('group', { name: 'Day' })
    .getByText(when.replace(/ \d{4}, .*$/, ''))
    .click();
  await dialog.getByRole('button', { name: when, exact: true }).click();
}

async function bookingOf(email: string) {
  await expect.poll(async () => (await rowsWhere('consultations', 'email', email)).length).toBe(1);
  const [row] = await rowsWhere('consultations', 'email', email);
  return row ?? {};
}

const bookedMessage = (start: string, timeZone: string) =>
  `Your consultation is booked for ${clockIn(start, timeZone)} ${zoneNames[timeZone]}. The confirmation is on its way to your inbox.`;

test('visitors in Kolkata and Los Angeles see the same free instant on their own clocks', async ({
  browser,
}) => {
  const [first] = await freeStarts();
  const kolkata = await visitorIn(browser, 'Asia/Kolkata');
  const losAngeles = await visitorIn(browser, 'America/Los_Angeles');
  // Chromium reports Asia/Calcutta: the dialog names the zone canonically.
  await expect(kolkata.dialog.getByLabel('Time zone').first()).toHaveValue(
    zoneNames['Asia/Kolkata']!,
  );
  await expect(losAngeles.dialog.getByLabel('Time zone').first()).toHaveValue(
    zoneNames['America/Los_Angeles']!,
  );
  for (const [visitor, zone] of [
    [kolkata, 'Asia/Kolkata'],
    [losAngeles, 'America/Los_Angeles'],
  ] as const) {
    await expect(
      visitor.dialog.getByRole('button', { name: clockIn(first!, zone), exact: true }),
    ).toBeVisible();
  }

  const email = uniqueEmail('kolkata-slot');
  await kolkata.dialog.getByRole('button', { name: clockIn(first!, 'Asia/Kolkata') }).click();
  await expect(
    kolkata.dialog.getByRole('list', { name: 'Your times, in order of preference' }),
  ).toHaveText(`1st choice:${clockIn(first!, 'Asia/Kolkata')}×`);
  await kolkata.dialog.getByLabel('Name').fill('Asha Rao');
  await kolkata.dialog.getByLabel('Email').fill(email);
  await kolkata.dialog.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(kolkata.page.getByText('Consultation Booked!')).toBeVisible();
  await expect(kolkata.page.getByText(bookedMessage(first!, 'Asia/Kolkata'))).toBeVisible();
  const row = await bookingOf(email);
  expect(row).toMatchObject({ status: 'confirmed', time_zone: 'Asia/Kolkata' });
  expect(new Date(String(row.scheduled_at)).toISOString()).toBe(first);

  // Taken: the other visitor's fresh times no longer offer it.
  await losAngeles.page.reload();
  const again = await openDialog(losAngeles.page);
  await expect(
    again.getByRole('group', { name: 'Free times' }).getByRole('button').first(),
  ).toBeVisible();
  await expect(
    again.getByRole('button', { name: clockIn(first!, 'America/Los_Angeles'), exact: true }),
  ).toHaveCount(0);
  await Promise.all([kolkata.context.close(), losAngeles.context.close()]);
});

test('two visitors race for one time: one is booked, the other is told at once and picks again', async ({
  browser,
}) => {
  const [first] = await freeStarts();
  const zone = 'America/Los_Angeles';
  const ada = await visitorIn(browser, zone);
  const grace = await visitorIn(browser, zone);
  const emails = { ada: uniqueEmail('race-ada'), grace: uniqueEmail('race-grace') };
  for (const [visitor, name, email] of [
    [ada, 'Ada Lovelace', emails.ada],
    [grace, 'Grace Hopper', emails.grace],
  ] as const) {
    await pick(visitor.dialog, first!, zone);
    await visitor.dialog.getByLabel('Name').fill(name);
    await visitor.dialog.getByLabel('Email').fill(email);
    await visitor.dialog.getByLabel('Company').fill(`${name.split(' ')[0]} Labs`);
  }
  await ada.dialog.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(ada.page.getByText('Consultation Booked!')).toBeVisible();
  await grace.dialog.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(grace.page.getByText('That time was just taken')).toBeVisible();
  await expect(
    grace.dialog.getByText('Someone booked it a moment ago. Here are the free times now.'),
  ).toBeVisible();
  // Fresh times without the one taken, and everything typed still there.
  await expect(
    grace.dialog.getByRole('button', { name: clockIn(first!, zone), exact: true }),
  ).toHaveCount(0);
  await expect(grace.dialog.getByLabel('Name')).toHaveValue('Grace Hopper');
  await expect(grace.dialog.getByLabel('Company')).toHaveValue('Grace Labs');

  const [next] = await freeStarts();
  await pick(grace.dialog, next!, zone);
  await grace.dialog.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(grace.page.getByText(bookedMessage(next!, zone))).toBeVisible();
  await expect(grace.dialog).toBeHidden();

  const [adaRow, graceRow] = [await bookingOf(emails.ada), await bookingOf(emails.grace)];
  expect(adaRow.status).toBe('confirmed');
  expect(new Date(String(adaRow.scheduled_at)).toISOString()).toBe(first);
  expect(graceRow.status).toBe('confirmed');
  expect(new Date(String(graceRow.scheduled_at)).toISOString()).toBe(next);
  await Promise.all([ada.context.close(), grace.context.close()]);
});

test('three times picked offline, the first taken meanwhile: the replay books the second', async ({
  page,
  context,
}) => {
  test.slow();
  const zone = 'UTC';
  await waitForOfflineReady(page, '/services');
  // Seen once online: the dialog keeps the free times for later.
  const online = await openDialog(page);
  // An hour apart: a meeting and its buffers, so the first taken leaves the second free.
  const starts = (await freeStarts()).reduce<string[]>(
    (apart, start) =>
      apart.length < 3 &&
      (apart.length === 0 || Date.parse(start) >= Date.parse(apart.at(-1) ?? '') + 3_600_000)
        ? [...apart, start]
        : apart,
    [],
  );
  await expect(
    online.getByRole('button', { name: clockIn(starts[0]!, zone), exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(online).toBeHidden();

  await context.setOffline(true);
  const dialog = await openDialog(page);
  await expect(dialog.getByText(/^Free times as of /)).toBeVisible();
  for (const start of starts) await pick(dialog, start, zone);
  const email = uniqueEmail('offline-picks');
  await dialog.getByLabel('Name').fill('Offline Visitor');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(page.getByText('Saved offline').first()).toBeVisible();

  // Someone else books the first meanwhile, as any visitor's browser does.
  const other = uniqueEmail('took-first');
  const taken = await fetch(`${apiUrl}/rest/v1/consultations`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify({
      id: crypto.randomUUID(),
      name: 'Early Bird',
      email: other,
      service_type: 'General Consultation',
      requested_slots: [starts[0]],
    }),
  });
  expect(taken.status).toBe(201);
  expect((await bookingOf(other)).status).toBe('confirmed');

  await context.setOffline(false);
  await expect(page.getByText(bookedMessage(starts[1]!, zone))).toBeVisible({
    timeout: scaled(15_000),
  });
  const row = await bookingOf(email);
  expect(row.status).toBe('confirmed');
  expect(new Date(String(row.scheduled_at)).toISOString()).toBe(starts[1]);
  expect((row.requested_slots as string[]).map((slot) => new Date(slot).toISOString())).toEqual(
    starts,
  );
});

test('the mailed link picks another free time, booked at once', async ({ browser }) => {
  const zone = 'Asia/Kolkata';
  const visitor = await visitorIn(browser, zone);
  const [first] = await freeStarts();
  const email = uniqueEmail('manage-pick');
  await pick(visitor.dialog, first!, zone);
  await visitor.dialog.getByLabel('Name').fill('Mira Link');
  await visitor.dialog.getByLabel('Email').fill(email);
  await visitor.dialog.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(visitor.page.getByText(bookedMessage(first!, zone))).toBeVisible();

  const token = await manageToken(email);
  await visitor.page.goto(`/booking#${token}`);
  await expect(visitor.page.getByText('Status: Confirmed', { exact: true })).toBeVisible();
  await visitor.page.getByRole('button', { name: 'Pick another time' }).click();
  const form = visitor.page.getByRole('form', { name: 'Pick another time' });
  const [, later] = await freeStarts();
  await pick(form, later!, zone);
  await form.getByRole('button', { name: 'Book this time' }).click();
  await expect(
    visitor.page.getByText(
      'Your new time is booked. The confirmation is on its way to your inbox.',
    ),
  ).toBeVisible();
  await expect(
    visitor.page.getByText(`Scheduled for: ${clockIn(later!, zone)} Asia/Kolkata (GMT+5:30)`, {
      exact: true,
    }),
  ).toBeVisible();
  const row = await bookingOf(email);
  expect(new Date(String(row.scheduled_at)).toISOString()).toBe(later);
  // The first time is free again for everyone.
  expect(await freeStarts()).toContain(first);
  await visitor.context.close();
});
