import type { Page } from '@playwright/test';
import { pageQuietMark } from '../../src/lib/when-page-quiet';

/**
 * Goes to a prerendered page and waits until React has hydrated it: the HTML is visible
 * (and clickable) before that, and a click in that gap does nothing or reloads the page.
 * The network going idle is not enough on a busy machine, where hydration can still be
 * running; the page marks `page-quiet` once it has loaded, hydrated and gone idle.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    pageQuietMark,
  );
}
