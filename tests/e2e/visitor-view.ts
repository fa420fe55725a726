/*
 * What a visitor saw, for tests that check it after the fact: every toast title that
 * appeared in the page, in order, even if it has closed since; and the service worker
 * stopped as the browser stops it when idle or short of memory.
 */
import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    seenToasts?: string[];
  }
}

/** From the next navigation on, notes the title of every toast the page shows. */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    window.seenToasts = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof Element)) continue;
          for (const title of Array.from(node.querySelectorAll('.mantine-Notification-title'))) {
            seen.push(title.textContent ?? '');
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export function seenToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => window.seenToasts ?? []);
}

/**
 * How long a told lead's toast may take to be drawn: Mantine shows 5 toasts at a time and
 * closes each after 4 s, so after a burst (a 'saved offline' toast per lead) the later ones
 * wait in its queue. Stretched by the host's slowdown where it is used.
 */
export const toastQueueMs = 30_000;

/** How many leads the toasts seen so far announced as delivered. */
export function deliveredInToasts(titles: string[], singleTitle: string): number {
  return titles.reduce((sum, title) => {
    const several = /^Sent (\d+) saved submissions$/.exec(title);
    if (several) return sum + Number(several[1]);
    return title === singleTitle ? sum + 1 : sum;
  }, 0);
}

/** Stops every service worker of the browser, through CDP, as Chromium does to idle ones. */
export async function stopServiceWorkers(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await cdp.detach();
}
