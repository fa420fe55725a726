/*
 * A booking becomes a real appointment: visitors in two zones book the same wall-clock time
 * and the database stores two instants; an admin in a third zone sees both clocks and
 * confirms; the visitor's mail carries an invite calendars act on; the mailed link moves
 * and cancels the booking, each change a new revision of the same calendar event, with
 * staff told each time; a wrong link shows nothing of any booking.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { calendarOf, mailsTo, type InboxMail } from 'local-supabase/inbox-client';
import { expectNoViolations } from './axe';
import { inboxUrl, rowsWhere, seededAdmin, uniqueEmail } from './backend';
import { referenceOf, staffMailsNaming } from './follow-up';
import { scaled } from './host-speed';
import { openPage } from './open-page';
import { passSecondFactor, signIn } from './sign-in';

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

/** The zone's offset from UTC at an instant, in minutes: "GMT+05:30" is 330. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** YYYY-MM-DD of an instant in UTC. */
const isoDate = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/**
 * A day at least three weeks ahead on which Los Angeles keeps standard time (UTC-8) for
 * days either side, so no clock change falls near the bookings: there, 10:00 in Kolkata
 * (UTC+5:30, no daylight saving) comes 13.5 hours before 10:00 in Los Angeles.
 */
function winterDay(): string {
  for (let day = Date.now() + 21 * dayMs; ; day += dayMs) {
    const standard = [-2, 0, 2].every(
      (shift) => offsetMinutes(new Date(day + shift * dayMs), 'America/Los_Angeles') === -480,
    );
    if (standard) return isoDate(day);
  }
}

/** The instant a wall-clock date and time mean in a zone, away from any clock change. */
function instantIn(date: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  return new Date(asUtc - offsetMinutes(new Date(asUtc), timeZone) * minuteMs);
}

/** How the site writes an instant on a zone's clock: "Tue 1 Dec 2026, 10:00 Asia/Kolkata (GMT+5:30)". */
function clockText(instant: Date, timeZone: string): string {
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'shortOffset',
    })
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  );
  const offset = String(part.timeZoneName).replace(/^GMT\+0$/, 'GMT');
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${timeZone} (${offset})`;
}

/** What a datetime-local input shows for the instant on that zone's clock. */
function localInput(instant: Date, timeZone: string): string {
  const shifted = new Date(instant.getTime() + offsetMinutes(instant, timeZone) * minuteMs);
  return shifted.toISOString().slice(0, 16);
}

/** The zone this page's browser reports (Chromium names Asia/Kolkata Asia/Calcutta). */
const reportedZone = (page: Page) =>
  page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

/** A visitor whose browser is in `timezoneId` books through the dialog. */
async function bookIn(
  browser: Browser,
  timezoneId: string,
  visitor: { name: string; email: string; date: string; time: string },
) {
  const context = await browser.newContext({ timezoneId, locale: 'en-GB' });
  const page = await context.newPage();
  await openPage(page, '/services');
  await page.getByRole('main').getByRole('button', { name: 'Schedule a Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
  await dialog.getByLabel('Name').fill(visitor.name);
  await dialog.getByLabel('Email').fill(visitor.email);
  // A wish for a wall-clock time, not one of the free times.
  await dialog.getByRole('checkbox', { name: 'None of these times work' }).check();
  await dialog.getByLabel('Preferred date').fill(visitor.date);
  await dialog.getByLabel('Preferred time').fill(visitor.time);
  // Named by its canonical name, whatever alias the browser reports.
  const zone = (await reportedZone(page)).replace('Asia/Calcutta', 'Asia/Kolkata');
  await expect(dialog.getByText(new RegExp(`^Time zone: .+ \\(${zone}\\)$`))).toBeVisible();
  await dialog.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(page.getByText('Consultation Booked!')).toBeVisible();
  await expect
    .poll(async () => (await rowsWhere('consultations', 'email', visitor.email)).length)
    .toBe(1);
  const [row] = await rowsWhere('consultations', 'email', visitor.email);
  return { context, page, zone, row: row ?? {} };
}

/** A signed-in admin whose browser is in Berlin, on the dashboard listing one booking. */
async function adminInBerlin(browser: Browser, leadId: string) {
  const context = await browser.newContext({ timezoneId: 'Europe/Berlin', locale: 'en-GB' });
  const page = await context.newPage();
  await signIn(page, seededAdmin.email, seededAdmin.password);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await page.goto(`/admin?kind=booking&lead=${leadId}`);
  await passSecondFactor(page);
  await expect(page.getByRole('table', { name: 'Consultations' })).toBeVisible();
  return { context, page };
}

interface Invite {
  method: string;
  uid: string;
  sequence: number;
  start: string;
}

/** The invite a mail carries, read as a calendar would. */
async function inviteOf(mail: InboxMail): Promise<Invite> {
  const calendar = new ICAL.Component(ICAL.parse(await calendarOf(inboxUrl, mail)));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error(`no event in the invite of "${mail.Subject}"`);
  const event = new ICAL.Event(vevent);
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
  };
}

/** The visitor's mails whose subject starts so, newest first, once there are `count`. */
async function mailsStarting(email: string, subject: string, count: number) {
  const matching = async () =>
    (await mailsTo(inboxUrl, email)).filter((mail) => mail.Subject.startsWith(subject));
  await expect
    .poll(async () => (await matching()).length, { timeout: scaled(15_000) })
    .toBeGreaterThanOrEqual(count);
  return matching();
}

/** The token of the page a mail links to, /booking#<token>. */
function manageToken(mail: InboxMail | undefined): string {
  const token = /\/booking#([0-9a-f]{64})/.exec(mail?.Text ?? '')?.[1];
  if (!token) throw new Error(`no booking link in "${mail?.Subject}"`);
  return token;
}

/** Waits until a staff mail naming the lead has this subject. */
async function staffToldOf(leadId: string, subject: string): Promise<void> {
  await expect
    .poll(async () => (await staffMailsNaming(referenceOf(leadId))).map((mail) => mail.Subject), {
      timeout: scaled(15_000),
    })
    .toContain(subject);
}

const tagged = () => Math.random().toString(36).slice(2, 8);

test('the same wall-clock time booked in Kolkata and Los Angeles is two instants 13.5 hours apart', async ({
  browser,
}) => {
  const date = winterDay();
  const tag = tagged();
  const kolkata = await bookIn(browser, 'Asia/Kolkata', {
    name: `Asha ${tag}`,
    email: uniqueEmail('zone-kolkata'),
    date,
    time: '10:00',
  });
  const losAngeles = await bookIn(browser, 'America/Los_Angeles', {
    name: `Lena ${tag}`,
    email: uniqueEmail('zone-la'),
    date,
    time: '10:00',
  });

  expect(kolkata.zone).toBe('Asia/Kolkata');
  expect(losAngeles.zone).toBe('America/Los_Angeles');
  expect(kolkata.row).toMatchObject({
    preferred_date: date,
    preferred_time: '10:00',
    time_zone: kolkata.zone,
  });
  expect(losAngeles.row).toMatchObject({
    preferred_date: date,
    preferred_time: '10:00',
    time_zone: 'America/Los_Angeles',
  });
  const inKolkata = Date.parse(String(kolkata.row.preferred_at));
  const inLosAngeles = Date.parse(String(losAngeles.row.preferred_at));
  expect(inKolkata).toBe(instantIn(date, '10:00', 'Asia/Kolkata').getTime());
  expect(inLosAngeles).toBe(instantIn(date, '10:00', 'America/Los_Angeles').getTime());
  // Computed from the zones' offsets that day, and the figure it must come to in winter.
  const apart =
    (offsetMinutes(new Date(inKolkata), 'Asia/Kolkata') -
      offsetMinutes(new Date(inLosAngeles), 'America/Los_Angeles')) *
    minuteMs;
  expect(inLosAngeles - inKolkata).toBe(apart);
  expect(inLosAngeles - inKolkata).toBe(13.5 * 60 * minuteMs);

  await kolkata.context.close();
  await losAngeles.context.close();
});

test(
  'an admin in Berlin confirms on both clocks; the visitor moves and cancels by the mailed link',
  { tag: '@seeded-admin' },
  async ({ browser }) => {
    test.slow();
    const date = winterDay();
    const name = `Asha ${tagged()}`;
    const email = uniqueEmail('appointment');
    const visitor = await bookIn(browser, 'Asia/Kolkata', { name, email, date, time: '10:00' });
    const leadId = String(visitor.row.id);
    const wish = new Date(String(visitor.row.preferred_at));

    // (b) The admin, in a third zone, reads the wish on the visitor's clock and on their own.
    const admin = await adminInBerlin(browser, leadId);
    const table = admin.page.getByRole('table', { name: 'Consultations' });
    await expect(
      table.getByText(`Visitor: ${clockText(wish, visitor.zone)}`, { exact: true }),
    ).toBeVisible();
    await expect(
      table.getByText(`You: ${clockText(wish, 'Europe/Berlin')}`, { exact: true }),
    ).toBeVisible();

    // (c) Choosing 'confirmed' opens the form at the visitor's wish, on the admin's clock.
    await table.getByLabel(`Status of ${name}'s consultation booking`).selectOption('confirmed');
    const confirm = admin.page.getByRole('dialog', { name: `Confirm ${name}'s consultation` });
    const when = confirm.getByLabel('Date and time (Europe/Berlin)');
    await expect(when).toHaveValue(localInput(wish, 'Europe/Berlin'));
    await expect(
      confirm.getByText(`Visitor's time: ${clockText(wish, visitor.zone)}`, { exact: true }),
    ).toBeVisible();
    await expect(confirm.getByLabel('Duration (minutes)')).toHaveValue('30');
    await confirm.getByLabel('Meeting link (optional)').fill('https://meet.example.com/asha');
    await expectNoViolations(admin.page, 'the confirm dialog');
    await confirm.getByRole('button', { name: 'Confirm consultation' }).click();
    await expect(
      admin.page.getByText(`Confirmed for ${clockText(wish, 'Europe/Berlin')}`),
    ).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(
      table.getByRole('button', { name: `Reschedule ${name}'s consultation` }),
    ).toBeVisible();
    const [confirmedRow] = await rowsWhere('consultations', 'id', leadId);
    expect(confirmedRow).toMatchObject({
      status: 'confirmed',
      duration_minutes: 30,
      meeting_link: 'https://meet.example.com/asha',
    });
    expect(Date.parse(String(confirmedRow?.scheduled_at))).toBe(wish.getTime());

    const [confirmation] = await mailsStarting(email, 'Confirmed:', 1);
    const first = await inviteOf(confirmation as InboxMail);
    expect(first).toMatchObject({
      method: 'REQUEST',
      sequence: Number(confirmedRow?.booking_sequence),
      start: wish.toISOString(),
    });
    // One booking, one calendar event, whatever happens to it.
    expect(first.uid).toMatch(new RegExp(`^consultation-${leadId}@`));
    // Beside the invite, the same time as links for calendars that hide it.
    const stamp = wish.toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(confirmation?.Text).toContain(
      `Add to Google Calendar <https://calendar.google.com/calendar/render?action=TEMPLATE&text=Consultation+with+`,
    );
    expect(confirmation?.Text).toContain(`&dates=${stamp}%2F`);
    expect(confirmation?.Text).toContain('Add to Outlook <https://outlook.live.com/calendar/');
    expect(confirmation?.Text).toMatch(
      /\nChange or cancel your booking <http:\/\/127\.0\.0\.1:4173\/booking#[0-9a-f]{64}>\n/,
    );

    // The admin moves the slot an hour later: the same event, a new revision.
    await table.getByRole('button', { name: `Reschedule ${name}'s consultation` }).click();
    const reschedule = admin.page.getByRole('dialog', {
      name: `Reschedule ${name}'s consultation`,
    });
    const later = new Date(wish.getTime() + 60 * minuteMs);
    await reschedule
      .getByLabel('Date and time (Europe/Berlin)')
      .fill(localInput(later, 'Europe/Berlin'));
    await reschedule.getByRole('button', { name: 'Save new time' }).click();
    await expect(
      admin.page.getByText(`Moved to ${clockText(later, 'Europe/Berlin')}`),
    ).toBeVisible();
    // The visitor was sent a confirmation before: this one says what changed.
    const [update] = await mailsStarting(email, 'Updated: your consultation is now on ', 1);
    expect(update?.Text).toContain('Your consultation has changed');
    const second = await inviteOf(update as InboxMail);
    expect(second).toMatchObject({ method: 'REQUEST', uid: first.uid, start: later.toISOString() });
    expect(second.sequence).toBeGreaterThan(first.sequence);

    // (d) The visitor opens the mailed link: the slot on the booking's own clock, the link.
    const page = visitor.page;
    await openPage(page, `/booking#${manageToken(update)}`);
    await expect(
      page.getByText(`Scheduled for: ${clockText(later, visitor.zone)}`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Status: Confirmed', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join the meeting' })).toHaveAttribute(
      'href',
      'https://meet.example.com/asha',
    );
    await expectNoViolations(page, 'a confirmed booking');

    // They ask for another time; staff hear of it.
    await page.getByRole('button', { name: 'Pick another time' }).click();
    await page.getByRole('checkbox', { name: 'None of these times work' }).check();
    const request = page.getByRole('form', { name: 'Request another time' });
    await expect(
      request.getByText(`Time zone: India Standard Time (${visitor.zone})`, { exact: true }),
    ).toBeVisible();
    const nextDay = isoDate(Date.parse(`${date}T12:00:00Z`) + dayMs);
    await request.getByLabel(/^Date/).fill(nextDay);
    await request.getByLabel(/^Time/).fill('11:30');
    await expectNoViolations(page, 'the request form');
    await request.getByRole('button', { name: 'Send request' }).click();
    await expect(
      page.getByText('Thank you: we have your new time and will confirm it by email.'),
    ).toBeVisible();
    const newWish = instantIn(nextDay, '11:30', 'Asia/Kolkata');
    await expect(
      page.getByText(`Time requested: ${clockText(newWish, visitor.zone)}`, { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText('Status: Waiting for our confirmation', { exact: true }),
    ).toBeVisible();
    await staffToldOf(leadId, `${name} asked for another time`);

    // The admin confirms the new wish: again the same event, a later revision.
    await admin.page.reload();
    await table.getByRole('button', { name: `Confirm ${name}'s consultation` }).click();
    const reconfirm = admin.page.getByRole('dialog', { name: `Confirm ${name}'s consultation` });
    await expect(reconfirm.getByLabel('Date and time (Europe/Berlin)')).toHaveValue(
      localInput(newWish, 'Europe/Berlin'),
    );
    await reconfirm.getByRole('button', { name: 'Confirm consultation' }).click();
    await expect(reconfirm).toBeHidden();
    const [moved] = await mailsStarting(email, 'Updated:', 2);
    const third = await inviteOf(moved as InboxMail);
    expect(third).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      start: newWish.toISOString(),
    });
    expect(third.sequence).toBeGreaterThan(second.sequence);

    // They cancel by the newest link, after a confirm step; the invite is withdrawn.
    await openPage(page, `/booking#${manageToken(moved)}`);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(
      page.getByText('Cancel this consultation? We will let our team know.'),
    ).toBeVisible();
    expect((await rowsWhere('consultations', 'id', leadId))[0]?.status).toBe('confirmed');
    await page.getByRole('button', { name: 'Yes, cancel booking' }).click();
    await expect(
      page.getByText(
        'Your booking is cancelled and its time is free again. We have let our team know.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Status: Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeHidden();
    const [cancellation] = await mailsStarting(email, 'Cancelled:', 1);
    const cancelled = await inviteOf(cancellation as InboxMail);
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: first.uid });
    expect(cancelled.sequence).toBeGreaterThan(third.sequence);
    await staffToldOf(leadId, `Booking cancelled by ${name}`);
    expect((await rowsWhere('consultations', 'id', leadId))[0]?.status).toBe('cancelled');

    await admin.context.close();
    await visitor.context.close();
  },
);

test('a wrong or missing token shows the message and nothing of any booking', async ({ page }) => {
  for (const hash of [`#${'0'.repeat(64)}`, '#not-a-token', '']) {
    await openPage(page, `/booking${hash}`);
    await expect(page.getByText('This link is not valid or has expired.')).toBeVisible();
    await expect(page.getByText(/^Status:/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  }
  await expectNoViolations(page, '/booking with no valid token');
});
