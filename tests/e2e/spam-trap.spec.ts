/*
 * The lead forms' honeypot, end to end: out of a person's sight and reach, and a bot that
 * fills it is thanked like anyone while its lead is stored, marked, and notifies nobody.
 */
import { expect, test } from '@playwright/test';
import { rowsWhere, uniqueEmail } from './backend';
import { openPage } from './open-page';

test('a bot that fills the spam trap is thanked, stored and notifies nobody', async ({ page }) => {
  const email = uniqueEmail('spam-trap');
  await openPage(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  const trap = page.locator('input[name=website]');

  // Off screen, not display:none; out of the tab order and of the accessibility tree.
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await expect(trap).toHaveAttribute('autocomplete', 'off');
  await expect(trap.locator('xpath=ancestor::*[@aria-hidden="true"]')).toHaveCount(1);
  await expect(form.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
  const box = await trap.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(0);

  await form.getByLabel('Full Name').fill('Spam Bot');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('Cheap followers, click here.');
  await trap.fill('https://spam.example');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Message sent!')).toBeVisible();
  await expect(trap).toHaveValue('');
  const rows = await rowsWhere('contact_submissions', 'email', email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: 'Spam Bot', spam_trap: 'https://spam.example' });
  // The notifications are written in the lead's own transaction: none now means none ever.
  expect(await rowsWhere('lead_notifications', 'lead_id', String(rows[0]?.id))).toEqual([]);
});

test('a person never meets the trap, and their message notifies as before', async ({ page }) => {
  const email = uniqueEmail('no-trap');
  await openPage(page, '/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(email);
  // Tab from the last field goes to the button, past the trap.
  await form.getByLabel('Message').fill('We want to automate invoice matching.');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText('Message sent!')).toBeVisible();
  const rows = await rowsWhere('contact_submissions', 'email', email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ spam_trap: null });
  const notifications = await rowsWhere('lead_notifications', 'lead_id', String(rows[0]?.id));
  expect(notifications.map((row) => row.channel).sort()).toEqual([
    'acknowledgement',
    'staff_email',
    'webhook',
  ]);
});
