import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { openPage } from './open-page';
import { scrollThrough } from './scroll-through';
import { routePages } from '../../src/app/route-pages';
import { routeExpectations, siteRoutes } from './site-routes';

/**
 * One visitor browses every route, as a reader goes from page to page: a worker's first
 * route is a first visit, the rest are served by the service worker that visit installed.
 * Each route gets a fresh tab; a fresh browser per route would install the worker and
 * compile the app anew every time, a quarter of this file's CPU.
 */
const test = base.extend<{ visitorTab: Page }, { visitor: BrowserContext }>({
  visitor: [
    async ({ browser }, provide) => {
      const context = await browser.newContext();
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  visitorTab: async ({ visitor }, provide) => {
    const tab = await visitor.newPage();
    await provide(tab);
    await tab.close();
  },
});

/**
 * Whether React has attached itself to the deepest last element of the page's main content
 * and of the app's root: it hydrates in document order, but a lazy route's boundary may
 * come after the footer, so both ends are checked.
 */
function lastElementsHydrated(): boolean {
  const deepestLast = (element: Element | null) => {
    let last = element;
    while (last?.lastElementChild) last = last.lastElementChild;
    return last;
  };
  return [document.querySelector('main'), document.getElementById('root')].every((element) => {
    const last = deepestLast(element);
    return last !== null && Object.keys(last).some((key) => key.startsWith('__reactFiber'));
  });
}

test('the spec describes only pages of the route manifest', () => {
  const paths = routePages.map((page) => page.path);
  for (const path of Object.keys(routeExpectations)) expect(paths).toContain(path);
});

test.describe('every public route', () => {
  for (const route of siteRoutes) {
    test(`${route.path} renders its content, hydrates cleanly and has no axe violation`, async ({
      visitorTab: page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));

      // The reader scrolls at once: counters passed before the script ran keep their value.
      await openPage(page, route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await scrollThrough(page);
      for (const text of route.texts) {
        await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      }
      await expect(page).toHaveTitle(/\S/);
      // Hydration mismatches surface as console errors; there must be none once React has
      // claimed the page's last element (it hydrates in document order).
      await expect.poll(() => page.evaluate(lastElementsHydrated)).toBe(true);
      expect(problems).toEqual([]);
      // axe on the same visit, with every section that loads when seen in view.
      if (route.path === '/') {
        const testimonials = page.getByRole('region', { name: 'What Our Clients Say' });
        await expect(
          testimonials.getByRole('img', { name: /out of 5 stars/ }).first(),
        ).toBeVisible();
        await expect(testimonials.getByTestId('testimonial-skeleton')).toHaveCount(0);
      }
      await expectNoViolations(page, route.path);
    });
  }
});

test('legal pages show today as last updated and the contact e-mail', async ({ page }) => {
  await page.goto('/privacy-policy');
  const today = new Date().toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  await expect(page.getByText(today)).toBeVisible();
  await expect(page.getByRole('link', { name: /@.*\.example/ }).first()).toBeVisible();
});

test('an unknown case-study slug redirects to the list', async ({ page }) => {
  await page.goto('/case-studies/no-such-company');
  await expect(page).toHaveURL(/\/case-studies$/);
  await expect(page.getByRole('link', { name: /View Full Case Study/ }).first()).toBeVisible();
});

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  const response = await page.goto('/definitely/not/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect
    .poll(() => warnings.some((line) => line.includes('/definitely/not/here')))
    .toBe(true);
  await page.getByRole('link', { name: /home/i }).last().click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('prerendered routes show their text', async ({ page }) => {
    for (const route of siteRoutes) {
      // No script runs, so nothing hydrates: the prerendered HTML is the whole page.
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      for (const text of route.texts) {
        await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      }
    }
  });
});
