/*
 * axe-core inside every dialog and on the 404 page, plus the keyboard paths: skip link,
 * visible focus, and dialogs that trap focus and hand it back. Every route's own axe run is
 * in routes.spec.ts, on the visit that checks the route renders.
 */
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { openPage } from './open-page';

test('the 404 page has no axe violations', async ({ page }) => {
  await openPage(page, '/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expectNoViolations(page, '404');
});

test('the booking dialog has no axe violations, traps focus and returns it', async ({ page }) => {
  await openPage(page, '/services');
  const opener = page.getByRole('main').getByRole('button', { name: 'Schedule a Consultation' });
  await opener.click();
  const booking = page.getByRole('dialog', { name: 'Schedule a Consultation' });
  await expect(booking.getByLabel('Name')).toBeVisible();
  await booking.getByRole('button', { name: 'Book Consultation' }).click();
  await expect(booking.getByText('Name is required')).toBeVisible();
  await expectNoViolations(page, 'booking dialog with errors');
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab');
    expect(await booking.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(booking).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a dialog frame shown while its code loads has no axe violations', async ({ page }) => {
  await page.route('**/assets/*.js', () => undefined);
  await page.goto('/careers');
  await page.getByRole('button', { name: 'Apply Now: AI Intern' }).click();
  const frame = page.getByRole('dialog', { name: 'Apply for AI Intern' });
  await expect(frame.getByRole('status')).toHaveText('Loading…');
  await expect(frame.getByRole('button', { name: 'Close dialog' })).toBeFocused();
  await expectNoViolations(page, 'dialog frame');
  await page.keyboard.press('Escape');
  await expect(frame).toBeHidden();
});

test('the application dialog has no axe violations', async ({ page }) => {
  await openPage(page, '/careers');
  await page.getByRole('button', { name: 'Apply Now: AI Intern' }).click();
  const application = page.getByRole('dialog', { name: 'Apply for AI Intern' });
  await expect(application.getByLabel('Full name')).toBeVisible();
  await application.getByRole('button', { name: 'Submit Application' }).click();
  await expect(application.getByText('Full name is required')).toBeVisible();
  await expectNoViolations(page, 'application dialog with errors');
});

test('the contact form with errors has no axe violations', async ({ page }) => {
  await openPage(page, '/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Full Name is required')).toBeVisible();
  await expectNoViolations(page, 'contact form with errors');
});

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});
