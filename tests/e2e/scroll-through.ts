import { expect, type Page } from '@playwright/test';

/**
 * Scrolls to the bottom like a reader, a wheel turn at a time, so sections that load or
 * change when seen (counters, fade-ins, testimonials) do. Done when the bottom is in view.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 500);
    expect(
      await page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      ),
    ).toBe(true);
  }).toPass({ intervals: [100] });
}
