/*
 * Staff rate a booth lead after the visitor has gone: offline, the lead and its rating wait
 * on the device through a reload, then arrive once the network is back, the lead first and
 * each exactly once; online, the rating follows its lead at once.
 */
import { expect, test, type Page } from '@playwright/test';
import { rowsWhere, uniqueEmail } from './backend';
import {
  referenceOf,
  settledNotifications,
  staffMailsNaming,
  verifiedDeliveries,
} from './follow-up';
import {
  captureLead,
  openEventSetup,
  openStaffStrip,
  setUpEvent,
  stripFigure,
} from './event-helpers';
import { scaled } from './host-speed';
import { waitForOfflineReady } from './offline-helpers';

const uniqueEvent = (label: string) =>
  `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

function ratingDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Rate this lead' });
}

/** Staff tap 'Rate this lead', choose a rating and a budget, and write a note. */
async function rateLead(page: Page, rating: 'Hot' | 'Warm' | 'Cold', note: string) {
  await page.getByRole('button', { name: 'Rate this lead' }).click();
  const dialog = ratingDialog(page);
  // A finger taps the chip: its radio is drawn as the chip, not as a dot.
  const choose = async (group: string, answer: string) => {
    const choices = dialog.getByRole('radiogroup', { name: group });
    await choices.getByText(answer, { exact: true }).click();
    await expect(choices.getByLabel(answer)).toBeChecked();
  };
  await choose('Rating', rating);
  await choose('Budget', 'Over $100k');
  await dialog.getByLabel('Note').fill(note);
  return dialog;
}

/** The lead's row, once it has arrived, and its ratings. */
async function leadAndRatings(email: string) {
  const [lead] = await rowsWhere('event_leads', 'email', email);
  const ratings = lead ? await rowsWhere('event_lead_notes', 'lead_id', String(lead.id)) : [];
  return { lead, ratings };
}

test('offline, a lead and its Hot rating survive a reload and arrive in order, each once', async ({
  browser,
}) => {
  test.slow();
  const eventName = uniqueEvent('Rating Expo');
  const email = uniqueEmail('rated');
  const context = await browser.newContext();
  const first = await context.newPage();
  await waitForOfflineReady(first);
  await openEventSetup(first);
  await setUpEvent(first, eventName);
  await context.setOffline(true);
  const page = await context.newPage();
  await first.close();
  await page.clock.install();
  await page.goto('/event');

  await captureLead(page, 'Ada Lovelace', email);
  const dialog = await rateLead(page, 'Hot', 'Wants a pilot in Q1');
  // The thank-you screen hands the tablet on beneath the rating; staff are not cut off.
  await page.clock.fastForward(8000);
  await expect(dialog.getByLabel('Note')).toHaveValue('Wants a pilot in Q1');
  await dialog.getByRole('button', { name: 'Save rating' }).click();
  await expect(dialog).toHaveCount(0);
  // One rating per lead: the offer has gone.
  await expect(page.getByRole('button', { name: 'Rate this lead' })).toHaveCount(0);

  await openStaffStrip(page);
  await expect(stripFigure(page, 'Waiting to send')).toHaveText('2');
  await page.reload();
  await openStaffStrip(page);
  await expect(stripFigure(page, 'Waiting to send')).toHaveText('2');
  expect((await leadAndRatings(email)).lead).toBeUndefined();

  await context.setOffline(false);
  await expect(stripFigure(page, 'Waiting to send')).toHaveText('0', { timeout: scaled(30_000) });
  await expect(stripFigure(page, 'Failed')).toHaveText('0');
  const leads = await rowsWhere('event_leads', 'email', email);
  expect(leads).toHaveLength(1);
  const { lead, ratings } = await leadAndRatings(email);
  expect(ratings).toHaveLength(1);
  expect(ratings[0]).toMatchObject({
    rating: 'hot',
    answers: [{ question: 'Budget', answer: 'Over $100k' }],
    note: 'Wants a pilot in Q1',
    staff_name: 'Sam Staff',
  });
  expect(Date.parse(String(lead?.created_at))).toBeLessThan(
    Date.parse(String(ratings[0]?.created_at)),
  );
  // The Hot rating tells staff once: one 'Hot lead at' mail and one lead.rated webhook.
  const leadId = String(lead?.id);
  await settledNotifications(leadId);
  const hotMails = (await staffMailsNaming(referenceOf(leadId))).filter((mail) =>
    mail.Subject.startsWith(`Hot lead at ${eventName}`),
  );
  expect(hotMails).toHaveLength(1);
  const rated = (await verifiedDeliveries(email)).filter(
    (delivery) => (delivery.payload as { type?: string }).type === 'lead.rated',
  );
  expect(rated).toHaveLength(1);
  await context.close();
});

test('online, a Warm rating follows its lead at once', async ({ page }) => {
  const eventName = uniqueEvent('Rating Live');
  const email = uniqueEmail('rated-online');
  await openEventSetup(page);
  await setUpEvent(page, eventName);
  await captureLead(page, 'Grace Hopper', email);
  const dialog = await rateLead(page, 'Warm', 'Call after the show');
  await dialog.getByRole('button', { name: 'Save rating' }).click();
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(async () => (await leadAndRatings(email)).ratings.map((row) => row.rating), {
      timeout: scaled(15_000),
    })
    .toEqual(['warm']);
});
