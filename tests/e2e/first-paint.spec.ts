/*
 * Every control works from the moment it is painted: each test acts as soon as the control
 * shows, under slow 4G and a 4x slower CPU, without waiting for the app. A click that
 * comes before the app has loaded is replayed once; links navigate natively.
 */
import { expect, test, type Page } from '@playwright/test';
import { emulateMobileProfile } from '../../scripts/bench/mobile-profile';
import { seededAdmin } from './backend';
import { expectHydrated, openPage } from './open-page';
import { passSecondFactor, signIn } from './sign-in';
// For the global `window.earlyActions` it declares.
import type {} from '../../src/lib/early-actions';
import { scaled } from './host-speed';

// A phone four times slower than this machine, on slow 4G: every step takes longer.
test.describe.configure({ timeout: scaled(60_000) });

test.beforeEach(async ({ page }) => {
  await emulateMobileProfile(page);
});

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
  await openPage(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Schedule Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
  // The dialog's frame answers at once, while the app is still on its way.
  await expect(dialog).toBeVisible();
  expect(await heldClicks(page)).toBe(1);
  scripts.release();
  await expect(dialog.getByLabel('Name')).toBeVisible({ timeout: scaled(20_000) });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(await heldClicks(page)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Enter on the booking button before the app loads opens the dialog', async ({ page }) => {
  const scripts = await holdAppScripts(page);
  await openPage(page, '/about');
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Schedule Consultation' })
    .press('Enter');
  expect(await heldClicks(page)).toBe(1);
  scripts.release();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
  await expect(dialog.getByLabel('Name')).toBeVisible({ timeout: scaled(20_000) });
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('Space on a career card before the app loads toggles it, once', async ({ page }) => {
  const scripts = await holdAppScripts(page);
  await openPage(page, '/careers');
  const card = page.getByRole('button', { name: /^AI Intern/ });
  await expect(card).toHaveAttribute('aria-expanded', 'false');
  await card.press('Space');
  expect(await heldClicks(page)).toBe(1);
  scripts.release();
  await expect(card).toHaveAttribute('aria-expanded', 'true', { timeout: scaled(20_000) });
  expect(await heldClicks(page)).toBe(0);
});

test("the services page's Schedule a Consultation opens the booking dialog", async ({ page }) => {
  await openPage(page, '/services');
  await page.getByRole('main').getByRole('button', { name: 'Schedule a Consultation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
  await expect(dialog.getByLabel('Name')).toBeVisible({ timeout: scaled(20_000) });
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('header links navigate at first paint', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Blog');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Careers' })
    .click();
  await expect(page).toHaveURL(/\/careers$/);
});

test('a hero link navigates at first paint', async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('link', { name: 'Explore Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('careers: a card toggles once and Apply Now opens its dialog', async ({ page }) => {
  await openPage(page, '/careers');
  const card = page.getByRole('button', { name: /^BDM Intern/ });
  await card.click();
  await expect(card).toHaveAttribute('aria-expanded', 'true', { timeout: scaled(20_000) });
  await page.getByRole('button', { name: 'Apply Now: AI Intern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for AI Intern' });
  await expect(dialog.getByLabel('Full name')).toBeVisible({ timeout: scaled(20_000) });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  expect(await heldClicks(page)).toBe(0);
  await expect(card).toHaveAttribute('aria-expanded', 'true');
});

test('the mobile menu opens at first paint', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openPage(page, '/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible({ timeout: scaled(20_000) });
  await menu.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(menu).toBeHidden();
});

test('auth: a tab switches before the app loads', async ({ page }) => {
  const scripts = await holdAppScripts(page);
  await openPage(page, '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  expect(await heldClicks(page)).toBe(1);
  scripts.release();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
    'aria-selected',
    'true',
    { timeout: scaled(20_000) },
  );
  await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
});

test('auth: what is typed and submitted before the app loads is kept and sent', async ({
  page,
}) => {
  const scripts = await holdAppScripts(page);
  await openPage(page, '/auth');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  const email = panel.getByLabel('Email');
  await email.fill('nobody@example.com');
  await panel.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
  await panel.getByRole('button', { name: 'Sign In' }).click();
  expect(await heldClicks(page)).toBe(1);
  scripts.release();
  await expect(page.getByText('Invalid email or password')).toBeVisible({
    timeout: scaled(20_000),
  });
  await expect(email).toHaveValue('nobody@example.com');
});

test('text typed before the app loads survives, with focus and caret', async ({ page }) => {
  const scripts = await holdAppScripts(page);
  await openPage(page, '/contact');
  const name = page.getByRole('form', { name: 'Contact form' }).getByLabel('Full Name');
  await name.pressSequentially('Ada Lovelace');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  scripts.release();
  await expectHydrated(name);
  // The app has hydrated the form: typing goes on where the caret was.
  await expect(name).toBeFocused();
  await page.keyboard.type('!');
  await expect(name).toHaveValue('Ada Lovela!ce');
});

test(
  'an admin dashboard tab switches as soon as it shows',
  { tag: '@seeded-admin' },
  async ({ page }) => {
    await signIn(page, seededAdmin.email, seededAdmin.password);
    await expect(page.getByText('Welcome back!')).toBeVisible({ timeout: scaled(20_000) });
    await openPage(page, '/admin');
    await passSecondFactor(page);
    const consultations = page.getByRole('tab', { name: /Consultations/ });
    await consultations.click({ timeout: scaled(20_000) });
    await expect(consultations).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: /Consultations/ })).toBeVisible();
  },
);

test('the header keeps its layout once the auth state is known', async ({ page }) => {
  await openPage(page, '/');
  const services = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Services' });
  const before = await services.boundingBox();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible({
    timeout: scaled(20_000),
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

test('the booth says it is opening at first paint, never an empty screen', async ({ page }) => {
  const scripts = await holdAppScripts(page);
  await openPage(page, '/event');
  await expect(page.getByRole('status')).toHaveText('Opening event mode...');
  scripts.release();
  // The set-up lives on the device: once the app has read it, the booth shows its set-up.
  await expect(page.getByRole('form', { name: 'Event set-up' })).toBeVisible({
    timeout: scaled(20_000),
  });
  await expect(page.getByRole('status')).toHaveCount(0);
});

test.describe('feedback while code loads', () => {
  // The worker would serve chunks from its cache, out of the test's reach.
  test.use({ serviceWorkers: 'block' });

  /** Holds back the chunk whose file name starts with `name` until `release` is called. */
  async function holdChunk(page: Page, name: string) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/assets/${name}-*.js`, async (route) => {
      await released;
      await route.continue();
    });
    return { release };
  }

  test('a dialog shows its frame and title while its code is still loading', async ({ page }) => {
    const modal = await holdChunk(page, 'booking-modal');
    await openPage(page, '/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Schedule Consultation' });
    await expectHydrated(button);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Consultation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('Loading…');
    modal.release();
    await expect(dialog.getByLabel('Name')).toBeVisible({ timeout: scaled(20_000) });
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('the page transition covers the page from the click, before the next page has loaded', async ({
    page,
  }) => {
    const nextPage = await holdChunk(page, 'coming-soon-page');
    await openPage(page, '/');
    const overlay = page.getByTestId('page-transition');
    const blogs = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Blogs' });
    await expectHydrated(blogs);
    await blogs.click();
    await expect(overlay).toHaveAttribute('data-covering', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Enterprise AI that Delivers Real Results',
    );
    nextPage.release();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(overlay).toHaveAttribute('data-covering', 'false');
  });
});
