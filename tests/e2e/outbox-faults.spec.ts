/*
 * The outbox under the faults a real network and browser produce, one test per problem
 * found in the field: behind a fault-injecting proxy, with service workers stopped
 * through CDP, in two tabs. Each checks the rows in the database, that their ids are
 * distinct, and what the visitor saw: toasts and the pending count in every tab.
 */
import { expect, test, type Page } from '@playwright/test';
import { rowsWhere, uniqueEmail } from './backend';
import { startFaultProxy } from './fault-proxy';
import {
  bookConsultation,
  fillContactForm,
  outboxIndicator,
  sendContactMessage,
  waitForOfflineReady,
} from './offline-helpers';
import { openPage } from './open-page';
import {
  deliveredInToasts,
  recordToasts,
  seenToasts,
  stopServiceWorkers,
  toastQueueMs,
} from './visitor-view';
import {
  deliveryTimeoutMs,
  maxRetryDelayMs,
  retryDelayMs,
  retryTimerMs,
} from '../../src/shared/outbox/retry-policy';
import { scaled } from './host-speed';

/** Every row of `table` for these addresses, oldest first, and a check that ids are distinct. */
async function leadRows(table: string, ...emails: string[]) {
  const rows = (await Promise.all(emails.map((email) => rowsWhere(table, 'email', email)))).flat();
  expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  return rows.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
}

const serverTrouble = "Saved — we'll keep trying";

/** A waiting lead is tried at least once a minute; the one after that delivers it. */
async function expectNothingPending(...pages: Page[]): Promise<void> {
  for (const page of pages)
    await expect(outboxIndicator(page)).toBeHidden({ timeout: scaled(maxRetryDelayMs) });
}

/** Once the proxy lets leads through: nothing waits, `count` rows, each told once. */
async function expectContactsDelivered(page: Page, email: string, count: number): Promise<void> {
  await expectNothingPending(page);
  await expect
    .poll(async () => deliveredInToasts(await seenToasts(page), 'Message sent!'), {
      timeout: scaled(toastQueueMs),
    })
    .toBe(count);
  expect(await leadRows('contact_submissions', email)).toHaveLength(count);
}

test('1. without IndexedDB, a lead is sent directly, put aside in the Cache API, or kept in the form', async ({
  page,
  context,
}) => {
  test.slow();
  await context.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('Storage is blocked by policy', 'SecurityError');
    };
  });
  await recordToasts(context);
  const proxy = await startFaultProxy(context);
  const email = uniqueEmail('no-idb');

  await sendContactMessage(page, email);
  await expect(page.getByText('Message sent!')).toBeVisible();
  expect(await leadRows('contact_submissions', email)).toHaveLength(1);

  // The server fails: the lead waits in the fallback store and goes out once it recovers.
  proxy.set({ type: 'status', status: 503 });
  await sendContactMessage(page, email);
  await expect(page.getByText(serverTrouble).first()).toBeVisible();
  await expect(outboxIndicator(page)).toHaveText('1 pending');
  proxy.set({ type: 'pass' });
  await expectNothingPending(page);
  await expect.poll(async () => (await leadRows('contact_submissions', email)).length).toBe(2);
  // Toasts are recorded since the last page load: the one for the recovered lead.
  await expect
    .poll(async () => deliveredInToasts(await seenToasts(page), 'Message sent!'), {
      timeout: scaled(toastQueueMs),
    })
    .toBe(1);

  // No store at all: sent directly, and when that fails the form keeps what was typed.
  proxy.set({ type: 'status', status: 503 });
  const form = await fillContactForm(page, email, { name: 'Kept Visitor' });
  await page.evaluate(() => Object.defineProperty(window, 'caches', { value: undefined }));
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText("Not sent — this browser can't save it for later")).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('Kept Visitor');
  await expect(outboxIndicator(page)).toBeHidden();
  expect(await leadRows('contact_submissions', email)).toHaveLength(2);
});

test('2. a 401, 403 or 404 keeps the lead waiting; it goes out once the server recovers', async ({
  page,
  context,
}) => {
  test.slow();
  await recordToasts(context);
  const proxy = await startFaultProxy(context);
  const email = uniqueEmail('auth-fault');
  for (const status of [401, 403, 404]) {
    proxy.set({ type: 'status', status });
    await sendContactMessage(page, email);
    await expect(page.getByText(serverTrouble).first()).toBeVisible();
  }
  await expect(outboxIndicator(page)).toHaveText('3 pending');

  await page.reload();
  await expect(outboxIndicator(page)).toHaveText('3 pending');
  await outboxIndicator(page).click();
  await expect(page.getByText('Waiting to send')).toHaveCount(3);
  await expect(page.getByText(/^Failed/)).toHaveCount(0);
  await page.keyboard.press('Escape');

  proxy.set({ type: 'pass' });
  await expectContactsDelivered(page, email, 3);
});

test('3. a worker stopped mid-replay does not stall it; every tab counts and every lead is told', async ({
  page,
  context,
}) => {
  test.slow();
  await recordToasts(context);
  const proxy = await startFaultProxy(context);
  const email = uniqueEmail('stopped');
  await waitForOfflineReady(page);
  const other = await context.newPage();
  await openPage(other, '/about');

  await context.setOffline(true);
  for (let lead = 0; lead < 6; lead += 1) await sendContactMessage(page, email);
  for (const tab of [page, other]) await expect(outboxIndicator(tab)).toHaveText('6 pending');

  // Each insert takes a while, so the worker is stopped with most of the queue still to go.
  proxy.set({ type: 'delay', ms: 800 });
  await context.setOffline(false);
  await expect
    .poll(async () => (await leadRows('contact_submissions', email)).length)
    .toBeGreaterThan(0);
  await stopServiceWorkers(page);

  await expectNothingPending(page, other);
  expect(await leadRows('contact_submissions', email)).toHaveLength(6);
  await expect
    .poll(
      async () => {
        const told = await Promise.all([page, other].map(seenToasts));
        return told.reduce((sum, titles) => sum + deliveredInToasts(titles, 'Message sent!'), 0);
      },
      { timeout: scaled(toastQueueMs) },
    )
    .toBe(6);
});

test('4. a hung request has a deadline and holds back no other lead', async ({ page, context }) => {
  test.slow();
  await recordToasts(context);
  const proxy = await startFaultProxy(context);
  const stuck = uniqueEmail('stuck');
  const fresh = uniqueEmail('fresh');
  await waitForOfflineReady(page);
  proxy.setFor(stuck, { type: 'hang' });

  // The visitor hears back within the deadline, not never.
  const form = await fillContactForm(page, stuck);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(serverTrouble).first()).toBeVisible({
    timeout: scaled(deliveryTimeoutMs + 5_000),
  });
  await expect(outboxIndicator(page)).toHaveText('1 pending');

  // The replay tries the stuck lead again and hangs again; a booking made meanwhile goes
  // out at once, well inside that hang.
  // Its backoff after one attempt, at the most jitter: well within the deadline.
  const stuckId = proxy.attempts[0];
  const nextAttemptMs = retryTimerMs(retryDelayMs(1), 0, 1);
  await expect
    .poll(() => proxy.attempts.filter((id) => id === stuckId).length, {
      timeout: scaled(deliveryTimeoutMs + nextAttemptMs),
    })
    .toBe(2);
  await bookConsultation(page, fresh);
  await expect(page.getByText('Consultation Booked!')).toBeVisible({ timeout: 5_000 });
  expect(await leadRows('consultations', fresh)).toHaveLength(1);

  proxy.setFor(stuck, { type: 'pass' });
  await expectNothingPending(page);
  await expect
    .poll(async () => deliveredInToasts(await seenToasts(page), 'Message sent!'), {
      timeout: scaled(toastQueueMs),
    })
    .toBe(1);
  expect(await leadRows('contact_submissions', stuck)).toHaveLength(1);
});

test('5a. a lost answer while online says the lead is kept, and it arrives once', async ({
  page,
  context,
}) => {
  await recordToasts(context);
  const proxy = await startFaultProxy(context);
  const email = uniqueEmail('lost-answer');
  proxy.set({ type: 'drop-after-forward' });
  await sendContactMessage(page, email);
  await expect(page.getByText(serverTrouble).first()).toBeVisible();
  await expect(page.getByText('Saved offline')).toHaveCount(0);
  await expect(outboxIndicator(page)).toHaveText('1 pending');

  proxy.set({ type: 'pass' });
  await expectContactsDelivered(page, email, 1);
});

test('5b. a queued lead the server refuses later is named in a toast, with the reason in the panel', async ({
  page,
  context,
}) => {
  const proxy = await startFaultProxy(context);
  const email = uniqueEmail('refused-later');
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await sendContactMessage(page, email);
  await expect(page.getByText('Saved offline').first()).toBeVisible();

  proxy.set({ type: 'status', status: 422, code: '23514', message: 'email is not valid' });
  await context.setOffline(false);
  await expect(page.getByText('Contact message not sent')).toBeVisible();
  await expect(outboxIndicator(page)).toHaveText('1 failed');
  await outboxIndicator(page).click();
  await expect(page.getByText('Failed: email is not valid')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(await leadRows('contact_submissions', email)).toHaveLength(0);
});

test('5c. leads delivered while the app was closed are told when it opens again', async ({
  page,
  context,
}) => {
  // Two forms filled offline, a closed app and a second visit: a long test by nature.
  test.slow();
  await recordToasts(context);
  const email = uniqueEmail('reopen');
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await sendContactMessage(page, email);
  await bookConsultation(page, email);
  await page.close();

  await context.setOffline(false);
  const reopened = await context.newPage();
  await openPage(reopened, '/');
  await expect.poll(async () => (await leadRows('contact_submissions', email)).length).toBe(1);
  expect(await leadRows('consultations', email)).toHaveLength(1);
  await expect
    .poll(async () => {
      const titles = await seenToasts(reopened);
      return (
        titles.includes('Sent 2 saved submissions') ||
        (titles.includes('Message sent!') && titles.includes('Consultation Booked!'))
      );
    })
    .toBe(true);
  await expectNothingPending(reopened);
});

// How soon another tab follows is measured by the bench (BENCH_ONLY=tabs), not asserted here.
test('6. every tab follows the pending count, offline', async ({ page, context }) => {
  await recordToasts(context);
  const email = uniqueEmail('two-tabs');
  await waitForOfflineReady(page);
  const other = await context.newPage();
  await openPage(other, '/services');
  await context.setOffline(true);

  await sendContactMessage(page, email);
  await expect(page.getByText('Saved offline').first()).toBeVisible();
  await expect(outboxIndicator(other)).toHaveText('1 pending');
  await sendContactMessage(other, email);
  await expect(other.getByText('Saved offline').first()).toBeVisible();
  await expect(outboxIndicator(page)).toHaveText('2 pending');
  await expect(outboxIndicator(other)).toHaveText('2 pending');

  await context.setOffline(false);
  await expectNothingPending(page, other);
  expect(await leadRows('contact_submissions', email)).toHaveLength(2);
  // Both leads are told once, in one tab or the other.
  await expect
    .poll(
      async () => {
        const told = await Promise.all([page, other].map(seenToasts));
        return told.reduce((sum, titles) => sum + deliveredInToasts(titles, 'Message sent!'), 0);
      },
      { timeout: scaled(toastQueueMs) },
    )
    .toBe(2);
});

test('7. a kind keeps its creation order whatever the backoff history', async ({
  page,
  context,
}) => {
  test.slow();
  await recordToasts(context);
  const proxy = await startFaultProxy(context);
  const older = uniqueEmail('older');
  const newer = uniqueEmail('newer');
  proxy.set({ type: 'status', status: 503 });

  // The older lead fails three times and backs off longer than the newer one, made after.
  await sendContactMessage(page, older);
  await outboxIndicator(page).click();
  for (let retry = 0; retry < 2; retry += 1) {
    const attempts = proxy.attempts.length;
    await page.getByRole('button', { name: 'Send now' }).click();
    await expect.poll(() => proxy.attempts.length).toBeGreaterThan(attempts);
  }
  await page.keyboard.press('Escape');
  await sendContactMessage(page, newer);
  await expect(page.getByText(serverTrouble).first()).toBeVisible();
  await expect(outboxIndicator(page)).toHaveText('2 pending');

  proxy.set({ type: 'pass' });
  await expectNothingPending(page);
  const rows = await leadRows('contact_submissions', older, newer);
  expect(rows.map((row) => row.email)).toEqual([older, newer]);
  await expect
    .poll(async () => deliveredInToasts(await seenToasts(page), 'Message sent!'), {
      timeout: scaled(toastQueueMs),
    })
    .toBe(2);
});
