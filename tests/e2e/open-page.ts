import type { Page } from '@playwright/test';

/**
 * Goes to a page and returns as soon as the browser has its first bytes, the way a person
 * acts: the next step waits only for what it needs to see. Nothing waits for the app to
 * have loaded or hydrated; the page's controls work from the first paint.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
}
