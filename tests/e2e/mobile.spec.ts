import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

test('the mobile menu toggles and closes when a link is tapped', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Schedule Consultation' })).toBeVisible();

  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Case Studies' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/case-studies$/);
});

test('the mobile menu button opens the booking dialog', async ({ page }) => {
  await openPage(page, '/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Mobile' })
    .getByRole('button', { name: 'Schedule Consultation' })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
