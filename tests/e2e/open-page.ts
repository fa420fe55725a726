import { expect, type Locator, type Page } from '@playwright/test';
import { scaled } from './host-speed';

/**
 * Goes to a page and returns at its first paint, the moment a person starts to act: not a
 * moment later. Nothing waits for the app to have loaded or hydrated; the page's controls
 * work from the first paint.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    null,
    { polling: 'raf' },
  );
}

/** Waits until React owns the element: from then on the app handles it directly. */
export async function expectHydrated(element: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        element.evaluate((node) =>
          Object.keys(node).some((key) => key.startsWith('__reactProps$')),
        ),
      { timeout: scaled(20_000) },
    )
    .toBe(true);
}
