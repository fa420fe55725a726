/*
 * An admin shapes the free times and the database holds every booking to them: new hours
 * on a host's Saturday show in available_slots as a stranger reads it; a visitor books one
 * of them at once; the week view shows that booking on its host's row and a second
 * visitor's wish for the same time beside it; confirming the wish is refused in words.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { anonKey, apiUrl, rowsWhere, uniqueEmail } from './backend';
import { signInAsAdmin } from './sign-in';

const zone = 'America/Los_Angeles';
const host = 'Cognivance AI';
const dayMs = 86_400_000;

/** YYYY-MM-DD and the ISO weekday (1 = Monday) of an instant on the zone's calendar. */
function calendarDay(instant: number): { date: string; weekday: number } {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(instant);
  return { date, weekday: new Date(`${date}T00:00:00Z`).getUTCDay() || 7 };
}

/** The instant a wall-clock time on that date means in Los Angeles. */
function instantIn(date: string, time: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(asUtc)
    .find((part) => part.type === 'timeZoneName')?.value;
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '') ?? [];
  const offset = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
  return new Date(asUtc - offset);
}

/** The starts available_slots answers a visitor (the anon key) for that day in Los Angeles. */
async function freeStarts(date: string): Promise<string[]> {
  const response = await fetch(`${apiUrl}/rest/v1/rpc/available_slots`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      from_at: instantIn(date, '00:00').toISOString(),
      to_at: instantIn(date, '23:59').toISOString(),
    }),
  });
  expect(response.status).toBe(200);
  const slots = (await response.json()) as { start_at: string }[];
  return slots.map((slot) => new Date(slot.start_at).toISOString());
}

/** A visitor books through the API as the dialog does, asking for one time. */
async function book(name: string, at: Date) {
  const id = randomUUID();
  const response = await fetch(`${apiUrl}/rest/v1/consultations`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({
      id,
      name,
      email: uniqueEmail('availability'),
      time_zone: zone,
      requested_slots: [at.toISOString()],
    }),
  });
  expect(response.status).toBe(201);
  const [row] = await rowsWhere('consultations', 'id', id);
  return row ?? {};
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
}

test(
  "an admin's new hours become free times, and confirming into an overlap is refused",
  { tag: '@seeded-admin' },
  async ({ browser }) => {
    test.slow();
    // A Saturday, when the seeded host does not work, over a week ahead: weekdays with free
    // times lie before it, so the visitors' tests running beside this one, which take the
    // earliest free times, never take one of the hours it adds for a while.
    let day = Date.now() + 8 * dayMs;
    while (calendarDay(day).weekday !== 6) day += dayMs;
    const { date: saturday } = calendarDay(day);
    const ten = instantIn(saturday, '10:00');
    expect(await freeStarts(saturday)).toEqual([]);

    const context = await browser.newContext({ timezoneId: zone, locale: 'en-GB' });
    const page = await context.newPage();
    await signInAsAdmin(page);
    await openTab(page, 'Availability');
    const section = page.getByRole('region', { name: host });
    const addHours = section.getByRole('form', { name: `Add hours for ${host}` });
    await addHours.getByLabel('Weekday').selectOption('Saturday');
    await addHours.getByLabel('From').fill('10:00');
    await addHours.getByLabel('To').fill('12:00');
    await addHours.getByRole('button', { name: 'Add hours' }).click();
    await expect(
      section.getByRole('button', { name: 'Remove Saturday 10:00–12:00' }),
    ).toBeVisible();
    await expect
      .poll(() => freeStarts(saturday))
      .toEqual(
        ['10:00', '10:30', '11:00', '11:30'].map((time) => instantIn(saturday, time).toISOString()),
      );

    await expectNoViolations(page, 'the Availability tab');

    // A window that ends before it starts never reaches the database.
    await addHours.getByLabel('From').fill('12:00');
    await addHours.getByLabel('To').fill('11:00');
    await addHours.getByRole('button', { name: 'Add hours' }).click();
    await expect(addHours.getByText('The end must come after the start')).toBeVisible();

    // One visitor takes 10:00 at once; a second asking for it is kept as a wish.
    const tag = Math.random().toString(36).slice(2, 8);
    const first = await book(`Bea ${tag}`, ten);
    expect(first).toMatchObject({ status: 'confirmed' });
    expect(Date.parse(String(first.scheduled_at))).toBe(ten.getTime());
    const second = await book(`Cal ${tag}`, ten);
    expect(second).toMatchObject({ status: 'pending', scheduled_at: null });
    expect(await freeStarts(saturday)).not.toContain(ten.toISOString());

    // The week view: the booking on its host's row, the wish beside it.
    await openTab(page, 'Week');
    const today = calendarDay(Date.now());
    const thisMonday = Date.parse(`${today.date}T00:00:00Z`) - (today.weekday - 1) * dayMs;
    const weeksAhead = Math.floor((Date.parse(`${saturday}T00:00:00Z`) - thisMonday) / (7 * dayMs));
    for (let week = 0; week < weeksAhead; week += 1)
      await page.getByRole('button', { name: 'Next week' }).click();
    const grid = page.getByRole('table', { name: 'Bookings by host' });
    const hostRow = grid
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(host) }) });
    await expect(hostRow.getByRole('button', { name: `10:00 Bea ${tag}` })).toBeVisible();
    await expectNoViolations(page, 'the Week tab');
    const wishes = page.getByRole('region', { name: 'Wishes waiting for a time' });
    await wishes.getByRole('button', { name: `Confirm Cal ${tag}'s consultation` }).click();

    // Confirming the wish for 10:00, with any free host or with the booked one: refused.
    const dialog = page.getByRole('dialog', { name: `Confirm Cal ${tag}'s consultation` });
    await dialog.getByLabel(`Date and time (${zone})`).fill(`${saturday}T10:00`);
    await dialog.getByLabel('Meeting link (optional)').fill('https://meet.example.com/cal');
    await dialog.getByRole('button', { name: 'Confirm consultation' }).click();
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toHaveText('That time overlaps another booking for this host.');
    await dialog.getByLabel('Host').selectOption({ label: `${host} (busy then)` });
    await dialog.getByRole('button', { name: 'Confirm consultation' }).click();
    await expect(refusal).toHaveText('That time overlaps another booking for this host.');
    // What the admin typed stays, and nothing changed.
    await expect(dialog.getByLabel('Meeting link (optional)')).toHaveValue(
      'https://meet.example.com/cal',
    );
    expect((await rowsWhere('consultations', 'id', String(second.id)))[0]).toMatchObject({
      status: 'pending',
      scheduled_at: null,
    });

    // The host's calendar feed lists the booking, for whoever holds the link, until revoked.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await openTab(page, 'Availability');
    await section.getByRole('button', { name: 'Create calendar link' }).click();
    const feedUrl = await section
      .getByRole('textbox', { name: `Calendar link of ${host}` })
      .inputValue();
    const feed = await fetch(feedUrl);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain(`Bea ${tag}`);
    await section.getByRole('button', { name: `Revoke the calendar link of ${host}` }).click();
    await expect(section.getByRole('button', { name: 'Create calendar link' })).toBeVisible();
    expect((await fetch(feedUrl)).status).toBe(404);

    // Back to the seeded week: the window goes, and so do its free times but the booked one's.
    await section.getByRole('button', { name: 'Remove Saturday 10:00–12:00' }).click();
    await expect(section.getByRole('button', { name: 'Remove Saturday 10:00–12:00' })).toBeHidden();
    await expect.poll(() => freeStarts(saturday)).toEqual([]);
    await context.close();
  },
);
