/*
 * Every control works from the moment it is painted: each test acts as soon as the control
 * shows, under slow 4G and a 4x slower CPU, without waiting for the app. A click that
 * comes before the app has loaded is replayed once; links navigate natively.
 */
import { expect, test, type Page } from '@playwright/test';
import { useMobileProfile } from './mobile-profile';

test.beforeEach(async ({ page }) => {
  await useMobileProfile(page);
});

/** Opens `path` and returns as soon as the browser has the first bytes: before any paint. */
async function arrive(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
}

/**
 * Holds back every script of the app until `release` is called: whatever the test does
 * meanwhile happens, for certain, before the app has loaded.
 */
async function holdAppScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** The number of clicks the early event contract holds for the app. */
function heldClicks(page: Page): Promise<number> {
  return page.evaluate(() => window.earlyActions?.pending() ?? -1);
}

test("the header's Schedule Consultation opens the booking dialog, once", async ({ page }) => {
  const scripts = await holdAppScripts(page);
  await arrive(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Schedule Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
  // The dialog's frame answers at once, while the app is still on its way.
  await expect(dialog).toBeVisible();
  expect(await heldClicks(page)).toBe(1);
  scripts.release();
  await expect(dialog.getByLabel('Name')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(await heldClicks(page)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Enter on the booking button before the app loads opens the dialog', async ({ page }) => {
  const scripts = await holdAppScripts(page);
  await arrive(page, '/about');
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Schedule Consultation' })
    .press('Enter');
  expect(await heldClicks(page)).toBe(1);
  scripts.release();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
  await expect(dialog.getByLabel('Name')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test("the services page's Schedule a Consultation opens the booking dialog", async ({ page }) => {
  await arrive(page, '/services');
  await page.getByRole('main').getByRole('button', { name: 'Schedule a Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
  await expect(dialog.getByLabel('Name')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('header links navigate at first paint', async ({ page }) => {
  await arrive(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Blog');
  await page.getByRole('link', { name: 'Get Started' }).count();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Careers' })
    .click();
  await expect(page).toHaveURL(/\/careers$/);
});

test('a hero link navigates at first paint', async ({ page }) => {
  await arrive(page, '/');
  await page.getByRole('link', { name: 'Explore Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('careers: a card toggles once and Apply Now opens its dialog', async ({ page }) => {
  await arrive(page, '/careers');
  const card = page.getByRole('button', { name: /^BDM Intern/ });
  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'true', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Apply Now: AI Intern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for AI Intern' });
  await expect(dialog.getByLabel('Full name')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(await heldClicks(page)).toBe(0);
  await expect(card).toHaveAttribute('aria-expanded', 'true');
});

test('the mobile menu opens at first paint', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await arrive(page, '/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible({ timeout: 20_000 });
  await menu.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(menu).toBeHidden();
});

test('auth: a tab switches before the app loads', async ({ page }) => {
  const scripts = await holdAppScripts(page);
  await arrive(page, '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  expect(await heldClicks(page)).toBe(1);
  scripts.release();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
    'aria-selected',
    'true',
    { timeout: 20_000 },
  );
  await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
});

test('auth: what is typed and submitted before the app loads is kept and sent', async ({
  page,
}) => {
  const scripts = await holdAppScripts(page);
  await arrive(page, '/auth');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  const email = panel.getByLabel('Email');
  await email.fill('nobody@example.com');
  await panel.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
  await panel.getByRole('button', { name: 'Sign In' }).click();
  expect(await heldClicks(page)).toBe(1);
  scripts.release();
  await expect(page.getByText('Invalid email or password')).toBeVisible({ timeout: 20_000 });
  await expect(email).toHaveValue('nobody@example.com');
});

test('text typed before the app loads survives, with focus and caret', async ({ page }) => {
  const scripts = await holdAppScripts(page);
  await arrive(page, '/contact');
  const name = page.getByRole('form', { name: 'Contact form' }).getByLabel('Full Name');
  await name.pressSequentially('Ada Lovelace');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  scripts.release();
  await expect
    .poll(
      () =>
        name.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactProps$'))),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  // The app has hydrated the form: typing goes on where the caret was.
  await expect(name).toBeFocused();
  await page.keyboard.type('!');
  await expect(name).toHaveValue('Ada Lovela!ce');
});

test('the header keeps its layout once the auth state is known', async ({ page }) => {
  await arrive(page, '/');
  const services = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Services' });
  const before = await services.boundingBox();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await services.boundingBox()).toEqual(before);
});

test('a legal page shows its date at first paint, before any script of the app', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/cookie-policy');
  const today = new Date().toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  await expect(page.locator('time')).toHaveText(today);
});
