/*
 * Event mode's screens for everyone: axe on the set-up, the form, the thank-you screen
 * and the staff strip; the whole shift done by keyboard; touch targets a finger can hit.
 */
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { createEnrolmentCode } from './device-enrolment';
import { leadForm, openEventSetup, openStaffStrip, setUpEvent, staffPin } from './event-helpers';

test('no axe violations on the set-up, the form, the thank-you screen and the staff strip', async ({
  page,
}) => {
  // Four full axe analyses in one test: about 20 s on a quiet 2-core host, over 30 s beside the
  // rest of the suite.
  test.slow();
  await openEventSetup(page);
  await expectNoViolations(page, 'set-up');

  await setUpEvent(page, 'Axe Summit');
  // With every message showing, too.
  await leadForm(page).getByRole('button', { name: 'Submit' }).click();
  await expect(leadForm(page).getByText('Full Name is required')).toBeVisible();
  await expectNoViolations(page, 'form');

  const form = leadForm(page);
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('I agree to be contacted about my enquiry').check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, Ada!' })).toBeVisible();
  await expectNoViolations(page, 'thank-you');

  await page.getByRole('button', { name: 'Next visitor' }).click();
  await openStaffStrip(page);
  await expectNoViolations(page, 'staff strip');
});

test('the keyboard alone sets up the booth, takes a lead and opens the strip', async ({ page }) => {
  await page.goto('/event');
  await page.getByLabel('Event name').focus();
  await page.keyboard.type('Keyboard Expo');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Kim');
  await page.keyboard.press('Tab');
  await page.keyboard.type(staffPin);
  await page.keyboard.press('Tab');
  await page.keyboard.type(await createEnrolmentCode('Keyboard Expo'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toContainText('Keyboard Expo');

  // From the top of the page: Staff, 'Scan badge', then the visitor's fields in order.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Staff' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(leadForm(page).getByRole('button', { name: 'Scan badge' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(leadForm(page).getByLabel('Full Name')).toBeFocused();
  await page.keyboard.type('Grace Hopper');
  await page.keyboard.press('Tab');
  await page.keyboard.type('grace@example.com');
  const consent = leadForm(page).getByLabel('I agree to be contacted about my enquiry');
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await page.keyboard.press('Enter');
  const thanks = page.getByRole('heading', { name: 'Thank you, Grace!' });
  await expect(thanks).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Next visitor' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(leadForm(page).getByLabel('Full Name')).toHaveValue('');

  await page.getByRole('button', { name: 'Staff' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Staff' }).getByLabel('Staff PIN')).toBeFocused();
  await page.keyboard.type(staffPin);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('dialog', { name: 'Staff' }).getByText('Captured today'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('every control of the visitor form is at least 48 px high', async ({ page }) => {
  await page.goto('/event');
  await setUpEvent(page, 'Touch Fair');
  // What a finger aims at: each text field, each box's whole label row, each button.
  const heights = await leadForm(page).evaluate((form) =>
    [
      ...form.querySelectorAll<HTMLElement>(
        'input:not([type=hidden]):not([type=checkbox]), textarea, button',
      ),
      ...[...form.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].map(
        (box) => box.labels?.[0] ?? box,
      ),
    ].map((target) => ({
      target: target.getAttribute('name') ?? target.textContent,
      height: target.getBoundingClientRect().height,
    })),
  );
  // 'Scan badge', 11 fields and buttons, and the 5 boxes of "Send me this".
  expect(heights.length).toBe(17);
  expect(heights.filter(({ height }) => height < 48)).toEqual([]);
});
