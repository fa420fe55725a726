/*
 * Live controls: how soon after navigation start the header's 'Schedule Consultation'
 * answers under the mobile profile, acting like a person: the page is opened without
 * waiting for anything, the button clicked as soon as it shows (not once the app is
 * ready), and clicked again whenever 1 s passes without a dialog. It has answered when a
 * [role=dialog] element enters the page, taken in the page by a MutationObserver on the
 * page's clock (ms since navigation start). Each run: a first visit in a fresh context
 * (nothing cached), then a repeat visit in a new tab of that context, served by the
 * service worker once it controls the site. Desktop viewport (1280 x 720): below the md
 * breakpoint the button moves into the menu.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { webUrl } from './config.ts';
import { emulateMobileProfile } from './mobile-profile.ts';
import { median, round } from './stats.ts';

/** Times on the page's clock: ms since navigation start. */
export interface LiveControlRun {
  /** The first animation frame with the button on screen. */
  shownMs: number;
  /** When the first press reached the page (its pointerdown's time stamp). */
  pressedMs: number;
  /** When a dialog entered the page: the figure the budgets judge. */
  dialogMs: number;
  /** Clicks it took. */
  clicks: number;
}

export interface LiveControl {
  route: string;
  visit: 'first' | 'repeat';
  /** Median of the runs' dialogMs. */
  medianMs: number;
  runs: LiveControlRun[];
}

type Seen = { clicks: number } & Partial<Omit<LiveControlRun, 'clicks'>>;

declare global {
  interface Window {
    benchLiveControl?: Seen;
  }
}

const maxClicks = 10;

// The functions below run in the page. No named inner functions there: tsx would wrap
// them in a helper the page lacks.

/**
 * Before the page's own scripts: notes the presses and clicks, and from the first press
 * (no dialog can come before one, and the page loads unobserved) the first dialog.
 */
function watchForDialog(): void {
  const seen: Seen = { clicks: 0 };
  window.benchLiveControl = seen;
  const observer = new MutationObserver((records) => {
    const added = records.flatMap((record) => Array.from(record.addedNodes));
    const dialog = added.some(
      (node) =>
        node instanceof Element &&
        (node.matches('[role=dialog]') || node.querySelector('[role=dialog]') !== null),
    );
    if (!dialog) return;
    seen.dialogMs = performance.now();
    observer.disconnect();
  });
  // The window's capture phase comes before the early event contract's listener on document.
  const options = { capture: true };
  addEventListener(
    'pointerdown',
    (event) => {
      if (!event.isTrusted || seen.pressedMs !== undefined) return;
      seen.pressedMs = event.timeStamp;
      observer.observe(document, { childList: true, subtree: true });
    },
    options,
  );
  addEventListener(
    'click',
    (event) => {
      if (event.isTrusted && seen.dialogMs === undefined) seen.clicks++;
    },
    options,
  );
}

/**
 * The button's centre, at the first animation frame once it is on screen: laid out, and
 * the page's first contentful paint presented (60 s at most, as the page's waits).
 */
async function buttonCentre(): Promise<{ x: number; y: number } | null> {
  const giveUpAt = performance.now() + 60_000;
  while (performance.now() < giveUpAt) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
    const button = Array.from(document.querySelectorAll('header button')).find(
      (element) => element.textContent?.trim() === 'Schedule Consultation',
    );
    const box = button?.getBoundingClientRect();
    if (painted && box && box.width > 0 && box.height > 0) {
      window.benchLiveControl!.shownMs ??= performance.now();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
  }
  return null;
}

/**
 * Clicks the button's centre until a dialog shows, again whenever 1 s passes without one.
 * The button is found by the page itself, not with locator.click(): its checks (visible,
 * stable over two frames, hit target) are round trips that each wait for the busy main
 * thread, which a person's eye does not (in trials it pressed 300-800 ms after the first
 * paint).
 */
async function clickUntilDialog(page: Page, route: string): Promise<void> {
  for (let click = 0; click < maxClicks; click++) {
    const centre = await page.evaluate(buttonCentre);
    if (!centre) throw new Error(`${route}: 'Schedule Consultation' never showed`);
    await page.mouse.click(centre.x, centre.y);
    const shown = await page
      .waitForFunction(() => window.benchLiveControl?.dialogMs !== undefined, null, {
        polling: 50,
        timeout: 1_000,
      })
      .then(
        () => true,
        () => false,
      );
    if (shown) return;
  }
  throw new Error(`${route}: no dialog after ${maxClicks} clicks`);
}

async function visit(
  context: BrowserContext,
  route: string,
  servedByWorker: boolean,
): Promise<{ page: Page; run: LiveControlRun }> {
  const page = await context.newPage();
  await emulateMobileProfile(page);
  const answer = await page.goto(webUrl + route, { waitUntil: 'commit' });
  if (answer?.fromServiceWorker() !== servedByWorker) {
    throw new Error(`${route}: expected the page ${servedByWorker ? '' : 'not '}from the worker`);
  }
  await clickUntilDialog(page, route);
  const seen = await page.evaluate(() => window.benchLiveControl!);
  const time = (ms: number | undefined) => round(ms ?? Number.NaN);
  return {
    page,
    run: {
      shownMs: time(seen.shownMs),
      pressedMs: time(seen.pressedMs),
      dialogMs: time(seen.dialogMs),
      clicks: seen.clicks,
    },
  };
}

async function runOnce(
  browser: Browser,
  route: string,
): Promise<{ first: LiveControlRun; repeat: LiveControlRun }> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(watchForDialog);
    const first = await visit(context, route, false);
    // The worker registers once the page is quiet; it precaches, then claims the page.
    await first.page.evaluate(() => navigator.serviceWorker.ready);
    await first.page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    await first.page.close();
    const repeat = await visit(context, route, true);
    return { first: first.run, repeat: repeat.run };
  } finally {
    await context.close();
  }
}

/** The figure the budgets judge: the median of the runs' dialog times, beside every run. */
export function liveControl(
  route: string,
  visit: LiveControl['visit'],
  runs: LiveControlRun[],
): LiveControl {
  return { route, visit, medianMs: median(runs.map((run) => run.dialogMs)), runs };
}

/** A first and a repeat visit per run, each judged on its median. */
export async function measureLiveControl(
  browser: Browser,
  route: string,
  runs = 5,
): Promise<LiveControl[]> {
  const pairs: { first: LiveControlRun; repeat: LiveControlRun }[] = [];
  for (let run = 0; run < runs; run++) pairs.push(await runOnce(browser, route));
  return (['first', 'repeat'] as const).map((visit) =>
    liveControl(
      route,
      visit,
      pairs.map((pair) => pair[visit]),
    ),
  );
}
