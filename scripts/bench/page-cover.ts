/*
 * Click to cover, and back to cover: on a settled '/', with the CPU slowed 4×, how long
 * after the click on the header's 'Services' the page transition's cover is painted, and
 * whether it is painted before anything of the next page; then the same for the browser's
 * Back to '/', from the popstate. Each animation frame notes, on the page's clock just
 * before that frame paints, whether the overlay covers the viewport and whether the next
 * page's heading is in it. Five runs, each in a fresh context; the median is the figure.
 * The e2e suite checks only the order (tests/e2e/navigation.spec.ts); the times are here.
 * Desktop viewport: below the md breakpoint the header's links move into the menu.
 */
import type { Browser, Page } from '@playwright/test';
import { pageQuietMark } from '../../src/lib/when-page-quiet.ts';
import { webUrl } from './config.ts';
import { cpuSlowdown } from './mobile-profile.ts';
import { median, round } from './stats.ts';

export interface CoverRun {
  /** Click to the first frame painted with the cover. */
  coverMs: number;
  /** Click to the first frame painted with the next page's heading. */
  nextMs: number;
}

export interface CoverFigure {
  /** Median of the runs' coverMs: the figure the budget judges. */
  medianMs: number;
  /** How many runs painted the next page before the cover (the budget wants none). */
  nextFirst: number;
  runs: CoverRun[];
}

/** The click's figure, and the same for Back. */
export interface PageCover extends CoverFigure {
  cpuSlowdown: number;
  back: CoverFigure;
}

interface Frame {
  at: number;
  covered: boolean;
  next: boolean;
}

declare global {
  interface Window {
    benchCover?: { frames: Frame[]; actedAt?: number };
  }
}

const runs = 5;
const servicesHeading = 'Our Services';
const homeHeading = 'Enterprise AI that Delivers Real Results';

/**
 * Runs in the page, as plain JavaScript: tsx wraps named inner functions in a helper
 * (__name) the page lacks, and this one must call itself each frame. Records frames until
 * the first one with the next page, and the time of the click or popstate that acts.
 */
const recordFrames = (heading: string, act: 'click' | 'popstate') => `(() => {
  const heading = ${JSON.stringify(heading)};
  const seen = { frames: [] };
  window.benchCover = seen;
  const overlay = document.querySelector('[data-testid="page-transition"]');
  const record = () => {
    const next = document.querySelector('h1')?.textContent?.includes(heading) ?? false;
    const covered = Number(getComputedStyle(overlay).opacity) > 0.95;
    seen.frames.push({ at: performance.now(), covered, next });
    if (!next && seen.frames.length < 600) requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
  addEventListener(${JSON.stringify(act)}, (event) => (seen.actedAt = event.timeStamp), {
    capture: true,
    once: true,
  });
})()`;

/** From the act to the first frame with the cover, and to the first with the next page. */
async function timeCover(
  page: Page,
  heading: string,
  via: 'click' | 'popstate',
  act: () => Promise<unknown>,
): Promise<CoverRun> {
  await page.evaluate(recordFrames(heading, via));
  await act();
  // Until a frame has painted the next page (or the recorder gave up), not just the DOM.
  await page.waitForFunction(() => {
    const last = window.benchCover?.frames.at(-1);
    return last?.next === true || window.benchCover?.frames.length === 600;
  });
  const { frames, actedAt } = await page.evaluate(() => window.benchCover!);
  const after = frames.filter((frame) => actedAt !== undefined && frame.at >= actedAt);
  const first = (pick: (frame: Frame) => boolean) =>
    round((after.find(pick)?.at ?? Number.NaN) - (actedAt ?? Number.NaN));
  return { coverMs: first((frame) => frame.covered), nextMs: first((frame) => frame.next) };
}

async function measureOnce(browser: Browser): Promise<{ click: CoverRun; back: CoverRun }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(`${webUrl}/`);
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      pageQuietMark,
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const click = await timeCover(page, servicesHeading, 'click', () =>
      page.getByRole('banner').getByRole('link', { name: 'Services' }).click(),
    );
    await page
      .locator('[data-testid="page-transition"][data-covering="false"]')
      .waitFor({ state: 'attached' });
    const back = await timeCover(page, homeHeading, 'popstate', () =>
      page.goBack({ waitUntil: 'commit' }),
    );
    return { click, back };
  } finally {
    await context.close();
  }
}

function coverFigure(measured: CoverRun[]): CoverFigure {
  return {
    medianMs: median(measured.map((run) => run.coverMs)),
    nextFirst: measured.filter((run) => !(run.coverMs <= run.nextMs)).length,
    runs: measured,
  };
}

export async function measurePageCover(browser: Browser): Promise<PageCover> {
  const measured: { click: CoverRun; back: CoverRun }[] = [];
  for (let run = 0; run < runs; run++) measured.push(await measureOnce(browser));
  return {
    cpuSlowdown,
    ...coverFigure(measured.map((run) => run.click)),
    back: coverFigure(measured.map((run) => run.back)),
  };
}
