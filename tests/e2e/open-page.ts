import type { Page } from '@playwright/test';

/**
 * Goes to a prerendered page and waits for its scripts: the HTML is visible (and
 * clickable) before React has hydrated it, and a click in that gap does nothing.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}
