import type { Page } from '@playwright/test';

/** Longer than any test may run, so the pause below is always still ahead of the page's time. */
const headStart = 60 * 60_000;

/**
 * Installs the page's clock an hour behind and returns the step that pauses it at the time of
 * this call, after the page has loaded. A pause must lie ahead of the page's time: one taken as
 * "a second from now" fell behind it when a slow host took longer than that between the two
 * steps. From the pause on, the page's time moves only when the test moves it, so a countdown
 * it expects is exact on any host.
 */
export async function installClockToPause(page: Page): Promise<() => Promise<void>> {
  const pauseTime = Date.now();
  await page.clock.install({ time: pauseTime - headStart });
  return () => page.clock.pauseAt(pauseTime);
}
