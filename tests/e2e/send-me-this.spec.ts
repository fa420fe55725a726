/*
 * "Send me this" at the booth: a visitor ticks two of the pages on offer, and the
 * acknowledgement in their inbox links exactly those two, on the site's own origin, titled
 * as the site titles them.
 */
import { expect, test } from '@playwright/test';
import { mailsTo } from 'local-supabase/inbox-client';
import { inboxUrl, uniqueEmail } from './backend';
import { leadForm, openEventSetup, setUpEvent } from './event-helpers';
import { scaled } from './host-speed';

const site = 'http://127.0.0.1:4173';

test('a visitor ticks two pages, and the acknowledgement links exactly those two', async ({
  page,
}) => {
  const email = uniqueEmail('send-me');
  await openEventSetup(page);
  await setUpEvent(page, `Send Me Expo ${Date.now()}`);

  const form = leadForm(page);
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(email);
  const sendMe = form.getByRole('group', { name: 'Send me this' });
  await sendMe.getByLabel('RetailMax Inc Case Study').check();
  await sendMe.getByLabel('Services', { exact: true }).check();
  await form.getByLabel('I agree to be contacted about my enquiry').check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Ada!' })).toBeVisible();

  const acknowledgement = async () =>
    (await mailsTo(inboxUrl, email, 'received')).find((mail) =>
      mail.Subject.startsWith('We received your event lead'),
    );
  await expect.poll(acknowledgement, { timeout: scaled(30_000) }).toBeDefined();
  const mail = await acknowledgement();
  // Every link with text but the site's home page, which the mail's footer names.
  const links = [...(mail?.HTML ?? '').matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)]
    .map(([, href, title]) => ({ href, title }))
    .filter(({ href }) => href !== site);
  expect(links).toEqual([
    { href: `${site}/case-studies/retailmax-inc`, title: 'RetailMax Inc Case Study' },
    { href: `${site}/services`, title: 'Services' },
  ]);
  expect(mail?.Text.match(/https?:\/\/[^\s>]+/g)).toEqual([
    `${site}/case-studies/retailmax-inc`,
    `${site}/services`,
    site,
  ]);
});
