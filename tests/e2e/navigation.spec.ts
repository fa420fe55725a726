import { expect, test, type Page } from '@playwright/test';
import { expectHydrated, openPage } from './open-page';

test('header links lead to their pages', async ({ page }) => {
  await openPage(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links: [string, RegExp][] = [
    ['Services', /\/services$/],
    ['About Us', /\/about$/],
    ['Case Studies', /\/case-studies$/],
    ['Careers', /\/careers$/],
    ['Blogs', /\/blog$/],
  ];
  for (const [name, url] of links) {
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
  }
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('a path change shows the overlay for 400 ms, then lands at the top', async ({ page }) => {
  await openHome(page);
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

  const overlay = page.getByTestId('page-transition');
  await expect(overlay).toHaveAttribute('data-covering', 'false');
  // Recorded in the page, with the page's clock: on a busy machine the click itself can
  // take longer than 400 ms to return, so polling from the test could miss the overlay.
  const changes = await overlay.evaluateHandle((element) => {
    const seen: { covering: string | null; at: number }[] = [];
    new MutationObserver(() =>
      seen.push({ covering: element.getAttribute('data-covering'), at: performance.now() }),
    ).observe(element, { attributes: true, attributeFilter: ['data-covering'] });
    return seen;
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect
    .poll(() => changes.evaluate((seen) => seen.map((change) => change.covering)))
    .toEqual(['true', 'false']);
  const coveredMs = await changes.evaluate(([shown, hidden]) => hidden!.at - shown!.at);
  // At least 400 ms; longer only while the next page's code is still on its way.
  expect(coveredMs).toBeGreaterThanOrEqual(390);
  await expect(page).toHaveURL(/\/careers$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('only one careers card is open at a time', async ({ page }) => {
  await openPage(page, '/careers');
  const ai = page.getByRole('button', { name: /AI Intern/, expanded: false }).first();
  await ai.click();
  const aiOpen = page.getByRole('button', { name: /^(?!.*BDM).*AI Intern/ }).first();
  await expect(aiOpen).toHaveAttribute('aria-expanded', 'true');

  const bdm = page.getByRole('button', { name: /BDM Intern/ }).first();
  await bdm.click();
  await expect(bdm).toHaveAttribute('aria-expanded', 'true');
  await expect(aiOpen).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Apply Now' }).first()).toBeVisible();
});

test('Schedule Consultation opens the booking dialog', async ({ page }) => {
  await openPage(page, '/services');
  await page.getByRole('banner').getByRole('button', { name: 'Schedule Consultation' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('main').getByRole('button', { name: 'Schedule a Consultation' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the case study list leads to each detail page', async ({ page }) => {
  await openPage(page, '/case-studies');
  await page
    .getByRole('link', { name: /View Full Case Study/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/case-studies\/global-logistics-corp$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Global Logistics Corp' }),
  ).toBeVisible();
});

interface Frame {
  covered: boolean;
  next: boolean;
}

declare global {
  interface Window {
    coverFrames?: Frame[];
    /** How many frames had been painted when the click or popstate came. */
    framesBeforeAct?: number;
  }
}

/**
 * Frame by frame, in each animation frame (just before it is painted): whether the overlay
 * covers the viewport and whether the next page's heading shows, until the first frame that
 * shows it. Frames are compared by their order, never by their times: the bench measures
 * how soon the cover comes (BENCH_ONLY=cover).
 */
async function coverTimeline(page: Page, act: () => Promise<unknown>, nextHeading: string) {
  await page.evaluate((heading) => {
    const frames: Frame[] = [];
    const overlay = document.querySelector<HTMLElement>('[data-testid="page-transition"]');
    const record = () => {
      const next = document.querySelector('h1')?.textContent?.includes(heading) ?? false;
      frames.push({ covered: Number(getComputedStyle(overlay!).opacity) > 0.95, next });
      if (!next) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
    window.coverFrames = frames;
    window.framesBeforeAct = undefined;
    const acted = () => (window.framesBeforeAct ??= frames.length);
    document.addEventListener('click', acted, { capture: true, once: true });
    window.addEventListener('popstate', acted, { capture: true, once: true });
  }, nextHeading);
  await act();
  // Until a painted frame has shown the next page, not just until the DOM has it.
  await expect
    .poll(() => page.evaluate(() => window.coverFrames?.some((frame) => frame.next)))
    .toBe(true);
  const { frames, actedAt } = await page.evaluate(() => ({
    frames: window.coverFrames ?? [],
    actedAt: window.framesBeforeAct ?? -1,
  }));
  expect(actedAt, 'the click or popstate, in this document').toBeGreaterThanOrEqual(0);
  const afterAct = frames.slice(actedAt);
  return {
    firstCovered: afterAct.findIndex((frame) => frame.covered),
    firstNext: afterAct.findIndex((frame) => frame.next),
  };
}

/**
 * In order, what the DOM went through after `act`: the overlay starting to cover ('cover')
 * and the main content becoming another page's ('page'). The cover must come first, in a
 * commit of its own. A page's own late content (the home page's testimonials, counters) is
 * not a page change: only a heading other than the one before the act is.
 */
async function commitOrder(page: Page, act: () => Promise<unknown>) {
  const changes = await page.evaluateHandle(() => {
    const seen: string[] = [];
    const main = document.getElementById('main-content')!;
    const heading = () => main.querySelector('h1')?.textContent;
    const before = heading();
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.oldValue === 'false') seen.push('cover');
        if (record.type === 'childList' && main.contains(record.target) && heading() !== before) {
          seen.push('page');
        }
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributeFilter: ['data-covering'],
      attributeOldValue: true,
    });
    return seen;
  });
  // Whatever the settled page still did before the act is not part of it.
  await changes.evaluate((seen) => seen.splice(0));
  await act();
  await expect.poll(() => changes.evaluate((seen) => seen.includes('page'))).toBe(true);
  return changes.evaluate((seen) => seen.filter((change, i) => seen.indexOf(change) === i));
}

/** On '/', once the router owns the header's links: before that, they navigate natively. */
async function openHome(page: Page) {
  await openPage(page, '/');
  await expectHydrated(page.getByRole('banner').getByRole('link', { name: 'Services' }));
}

async function servicesThenHome(page: Page) {
  await openHome(page);
  await page.getByRole('banner').getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  await expect(page.getByTestId('page-transition')).toHaveAttribute('data-covering', 'false');
}

const homeHeading = 'Enterprise AI that Delivers Real Results';

test('the cover is painted before the next page shows after a click', async ({ page }) => {
  await openHome(page);
  const { firstCovered, firstNext } = await coverTimeline(
    page,
    () => page.getByRole('banner').getByRole('link', { name: 'Services' }).click(),
    'Our Services',
  );
  expect(firstCovered, 'a frame with the cover').toBeGreaterThanOrEqual(0);
  expect(firstCovered).toBeLessThanOrEqual(firstNext);
});

test('back and forward get the same cover, painted before the page shows', async ({ page }) => {
  await servicesThenHome(page);
  const back = await coverTimeline(page, () => page.goBack({ waitUntil: 'commit' }), homeHeading);
  expect(back.firstCovered, 'a frame with the cover').toBeGreaterThanOrEqual(0);
  expect(back.firstCovered).toBeLessThanOrEqual(back.firstNext);

  await expect(page.getByTestId('page-transition')).toHaveAttribute('data-covering', 'false');
  const forward = await coverTimeline(
    page,
    () => page.goForward({ waitUntil: 'commit' }),
    'Our Services',
  );
  expect(forward.firstCovered, 'a frame with the cover').toBeGreaterThanOrEqual(0);
  expect(forward.firstCovered).toBeLessThanOrEqual(forward.firstNext);
});

// After a navigation in the app, so its listeners are in place: a click in the moment the
// page hydrates is covered in the commit of the next page itself (the redirect path).
test('back and forward cover in a commit before the router renders the page', async ({ page }) => {
  await servicesThenHome(page);
  const overlay = page.getByTestId('page-transition');
  expect(await commitOrder(page, () => page.goBack({ waitUntil: 'commit' }))).toEqual([
    'cover',
    'page',
  ]);
  await expect(page.getByRole('heading', { level: 1, name: homeHeading })).toBeVisible();
  await expect(overlay).toHaveAttribute('data-covering', 'false');
  expect(await commitOrder(page, () => page.goForward({ waitUntil: 'commit' }))).toEqual([
    'cover',
    'page',
  ]);
});
