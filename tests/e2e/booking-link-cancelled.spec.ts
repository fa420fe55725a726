/*
 * A cancelled booking stays cancelled through its mailed link: once the visitor cancels,
 * the private page says so, offers a new booking instead and no longer asks for another
 * time; the offer opens the booking dialog.
 */
import { expect, test } from '@playwright/test';
import { mailsTo } from 'local-supabase/inbox-client';
import { anonKey, apiUrl, inboxUrl, rowsWhere, uniqueEmail } from './backend';
import { scaled } from './host-speed';
import { openPage } from './open-page';

/** Books as a visitor's browser does (anon, through the REST API), a month ahead. */
async function book(email: string): Promise<string> {
  const id = crypto.randomUUID();
  const response = await fetch(`${apiUrl}/rest/v1/consultations`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({
      id,
      name: 'Cleo Cancel',
      email,
      preferred_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      preferred_time: '10:00',
      time_zone: 'Europe/Berlin',
    }),
  });
  expect(response.status).toBe(201);
  return id;
}

/** The token of the private link in the booking's acknowledgement. */
async function mailedToken(email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const [mail] = await mailsTo(inboxUrl, email);
        token = /\/booking#([0-9a-f]{64})/.exec(mail?.Text ?? '')?.[1];
        return token;
      },
      { timeout: scaled(15_000) },
    )
    .toBeTruthy();
  return token as string;
}

test('a cancelled booking offers a new booking through its link, and no other time', async ({
  page,
}) => {
  const email = uniqueEmail('cancelled-link');
  const leadId = await book(email);
  const token = await mailedToken(email);

  await openPage(page, `/booking#${token}`);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(
    page.getByText(
      'Your booking is cancelled and its time is free again. We have let our team know.',
    ),
  ).toBeVisible();
  expect((await rowsWhere('consultations', 'id', leadId))[0]?.status).toBe('cancelled');

  // Opened again later from the mail, the link shows the booking cancelled for good.
  const later = await page.context().newPage();
  await openPage(later, `/booking#${token}`);
  await expect(later.getByText('Status: Cancelled', { exact: true })).toBeVisible();
  await expect(
    later.getByText('This booking is cancelled. To meet us, book a new consultation.'),
  ).toBeVisible();
  await expect(later.getByRole('button', { name: 'Pick another time' })).toHaveCount(0);
  await expect(later.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await later.getByRole('button', { name: 'Book a new consultation' }).click();
  await expect(later.getByRole('dialog', { name: 'Schedule a Consultation' })).toBeVisible();
});
