/*
 * Every lead reaches a person: within 15 s of a booking, a message or an application, staff
 * get one mail, the visitor one acknowledgement and the webhook one signed call, also when
 * the lead waited offline or its answer was lost. Bursts become digests, the form is no
 * mail relay, visitor text arrives escaped, and a failing webhook is retried with one id.
 */
import { expect, test } from '@playwright/test';
import { mailsTo } from 'local-supabase/inbox-client';
import { inboxUrl, rowsWhere, seededAdmin, uniqueEmail } from './backend';
import { captureLead, openEventSetup, setUpEvent } from './event-helpers';
import { startFaultProxy } from './fault-proxy';
import {
  expectFollowedUpOnce,
  leadIdOf,
  notificationsOf,
  referenceOf,
  settledNotifications,
  staffMailsNaming,
  verifiedDeliveries,
} from './follow-up';
import {
  applyForInternship,
  bookConsultation,
  fillContactForm,
  sendContactMessage,
  waitForOfflineReady,
} from './offline-helpers';
import { passSecondFactor, signIn } from './sign-in';
import { failDeliveriesFor } from './webhook-receiver';
import { scaled } from './host-speed';

test('a booking reaches staff, the visitor and the webhook, once each', async ({ page }) => {
  const email = uniqueEmail('follow-booking');
  await bookConsultation(page, email);
  await expectFollowedUpOnce('consultations', email);
  const [acknowledgement] = await mailsTo(inboxUrl, email);
  expect(acknowledgement?.Subject).toMatch(
    /^We received your consultation booking \(reference [0-9A-F]{8}\)$/,
  );
  expect(acknowledgement?.Text).toContain('Hello Booth Visitor,');
  expect(acknowledgement?.Text).toContain('We will respond within 24 hours.');
});

test('a contact message reaches staff, the visitor and the webhook, once each', async ({
  page,
}) => {
  const email = uniqueEmail('follow-contact');
  await sendContactMessage(page, email);
  await expectFollowedUpOnce('contact_submissions', email);
  const [staffMail] = await staffMailsNaming(
    referenceOf(await leadIdOf('contact_submissions', email)),
  );
  expect(staffMail?.Subject).toBe('New contact message from Booth Visitor');
  expect(staffMail?.Text).toContain('Message: Met you at the stand, please follow up.');
  expect(staffMail?.Text).toMatch(
    /\nOpen in dashboard <http:\/\/127\.0\.0\.1:4173\/admin\?kind=contact&lead=[0-9a-f-]{36}>\n/,
  );
  // Branded, with its actions as real links: the logo, the reply button, the footer.
  expect(staffMail?.HTML).toContain('alt="Cognivance AI logo"');
  expect(staffMail?.HTML).toMatch(/<a href="mailto:[^"]+"[^>]*>.*Reply to /);
  expect(staffMail?.Text).toContain('Cognivance AI, 10 Example Way, Suite 200, Cupertino');
});

test('an application reaches staff, the applicant and the webhook, once each', async ({ page }) => {
  const email = uniqueEmail('follow-apply');
  await applyForInternship(page, email);
  await expectFollowedUpOnce('job_applications', email);
  const [acknowledgement] = await mailsTo(inboxUrl, email);
  expect(acknowledgement?.Text).toContain(
    "We'll review your application and get back to you soon.",
  );
});

test('a message queued offline is followed up once when it is delivered', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('follow-offline');
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await sendContactMessage(page, email);
  await expect(page.getByText('Saved offline').first()).toBeVisible();
  expect(await rowsWhere('contact_submissions', 'email', email)).toHaveLength(0);
  await context.setOffline(false);
  await expect
    .poll(async () => (await rowsWhere('contact_submissions', 'email', email)).length)
    .toBe(1);
  await expectFollowedUpOnce('contact_submissions', email);
});

test('a message whose answer was lost after it was stored is followed up once', async ({
  page,
  context,
}) => {
  const proxy = await startFaultProxy(context);
  const email = uniqueEmail('follow-lost');
  proxy.set({ type: 'drop-after-forward' });
  await sendContactMessage(page, email);
  await expect.poll(() => proxy.attempts.length).toBeGreaterThan(0);
  proxy.set({ type: 'pass' });
  // The outbox sends it again (409, already stored): still one row, one of each.
  await expect.poll(() => proxy.attempts.length, { timeout: scaled(30_000) }).toBeGreaterThan(1);
  await expectFollowedUpOnce('contact_submissions', email);
});

test('visitor text arrives escaped in every mail', async ({ page }) => {
  const email = uniqueEmail('follow-escape');
  const form = await fillContactForm(page, email, {
    name: '<script>alert(1)</script> Mallory',
    message: 'Hello <img src=x onerror=alert(2)>',
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect
    .poll(async () => (await rowsWhere('contact_submissions', 'email', email)).length)
    .toBe(1);
  const leadId = await leadIdOf('contact_submissions', email);
  await settledNotifications(leadId);
  const [staffMail] = await staffMailsNaming(referenceOf(leadId));
  const [acknowledgement] = await mailsTo(inboxUrl, email);
  for (const mail of [staffMail, acknowledgement]) {
    expect(mail?.HTML).not.toContain('<script>');
    expect(mail?.HTML).not.toContain('<img src=x');
  }
  expect(staffMail?.HTML).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Mallory');
  expect(staffMail?.HTML).toContain('Hello &lt;img src=x onerror=alert(2)&gt;');
  // The visitor's mail restates nothing they typed, and a name that is not plain not at all.
  expect(acknowledgement?.HTML).toMatch(/<p [^>]*>Hello,<\/p>/);
  expect(acknowledgement?.HTML).not.toContain('Mallory');
});

test('five messages from one address in a minute get at most three acknowledgements', async ({
  page,
}) => {
  const email = uniqueEmail('follow-relay');
  for (let message = 0; message < 5; message += 1) await sendContactMessage(page, email);
  await expect
    .poll(async () => (await rowsWhere('contact_submissions', 'email', email)).length)
    .toBe(5);
  const leads = await rowsWhere('contact_submissions', 'email', email);
  const acknowledgements = await Promise.all(
    leads.map(async (lead) =>
      (await settledNotifications(String(lead.id))).find(
        (row) => row.channel === 'acknowledgement',
      ),
    ),
  );
  expect(acknowledgements.filter((row) => row?.state === 'sent')).toHaveLength(3);
  expect(acknowledgements.filter((row) => row?.state === 'skipped')).toHaveLength(2);
  expect(await mailsTo(inboxUrl, email)).toHaveLength(3);
});

test('25 booth leads synced at once reach staff in at most three mails that list them all', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext();
  const page = await context.newPage();
  await waitForOfflineReady(page);
  // Set up (and enrolled) online, then a day offline.
  await openEventSetup(page);
  const eventName = `Follow-up Expo ${Date.now()}`;
  await setUpEvent(page, eventName);
  await context.setOffline(true);
  const tag = Math.random().toString(36).slice(2, 8);
  for (let visitor = 1; visitor <= 25; visitor += 1) {
    await captureLead(page, `Visitor${visitor} Digest`, `digest-${tag}-${visitor}@example.com`);
    await page.getByRole('button', { name: 'Next visitor' }).click();
  }
  await context.setOffline(false);
  await expect
    .poll(async () => (await rowsWhere('event_leads', 'event_name', eventName)).length, {
      timeout: scaled(60_000),
    })
    .toBe(25);
  const leads = await rowsWhere('event_leads', 'event_name', eventName);
  for (const lead of leads) await settledNotifications(String(lead.id), 30_000);
  const mailIds = new Set<string>();
  for (const lead of leads) {
    const mails = await staffMailsNaming(referenceOf(String(lead.id)));
    expect(mails).toHaveLength(1);
    for (const mail of mails) mailIds.add(mail.ID);
  }
  expect(mailIds.size).toBeLessThanOrEqual(3);
  for (const lead of leads) {
    const rows = await notificationsOf(String(lead.id));
    expect(rows.find((row) => row.channel === 'webhook')?.state).toBe('sent');
  }
  await context.close();
});

test(
  'a webhook that fails three times is tried again with one webhook-id and shows delivered',
  { tag: '@seeded-admin' },
  async ({ page }) => {
    // Backoff: 15 s, 30 s, 60 s after the first, second and third failure.
    test.setTimeout(scaled(180_000));
    const email = uniqueEmail('follow-retry');
    await failDeliveriesFor(email, 3);
    await sendContactMessage(page, email);
    await expect
      .poll(async () => (await verifiedDeliveries(email)).map((delivery) => delivery.status), {
        timeout: scaled(150_000),
        intervals: [1_000],
      })
      .toEqual([500, 500, 500, 200]);
    const deliveries = await verifiedDeliveries(email);
    expect(new Set(deliveries.map((delivery) => delivery.headers['webhook-id'])).size).toBe(1);
    const leadId = await leadIdOf('contact_submissions', email);
    const webhook = (await settledNotifications(leadId)).find((row) => row.channel === 'webhook');
    expect(webhook).toMatchObject({ state: 'sent', attempts: 4 });

    await signIn(page, seededAdmin.email, seededAdmin.password);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await page.goto(`/admin?kind=contact&lead=${leadId}`);
    await passSecondFactor(page);
    await expect(page.getByText(/^Webhook delivered ✓/)).toBeVisible();
  },
);
