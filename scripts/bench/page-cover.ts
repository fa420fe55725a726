/*
 * Click to cover: on a settled '/', with the CPU slowed 4×, how long after the click on the
 * header's 'Services' the page transition's cover is painted, and whether it is painted
 * before anything of the next page. Each animation frame notes, on the page's clock just
 * before that frame paints, whether the overlay covers the viewport and whether the next
 * page's heading is in it. Five runs, each in a fresh context; the median is the figure.
 * Desktop viewport: below the md breakpoint the header's links move into the menu.
 */
import type { Browser } from '@playwright/test';
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

export interface PageCover {
  cpuSlowdown: number;
  /** Median of the runs' coverMs: the figure the budget judges. */
  medianMs: number;
  /** How many runs painted the next page before the cover (the budget wants none). */
  nextFirst: number;
  runs: CoverRun[];
}

interface Frame {
  at: number;
  covered: boolean;
  next: boolean;
}

declare global {
  interface Window {
    benchCover?: { frames: Frame[]; clickedAt?: number };
  }
}

const runs = 5;
const nextHeading = 'Our Services';

/**
 * Runs in the page, as plain JavaScript: tsx wraps named inner functions in a helper
 * (__name) the page lacks, and this one must call itself each frame.
 */
const recordFrames = (heading: string) => `(() => {
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
  addEventListener('click', (event) => (seen.clickedAt = event.timeStamp), {
    capture: true,
    once: true,
  });
})()`;

async function measureOnce(browser: Browser): Promise<CoverRun> {
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
    await page.evaluate(recordFrames(nextHeading));
    await page.getByRole('banner').getByRole('link', { name: 'Services' }).click();
    await page.getByRole('heading', { level: 1, name: nextHeading }).waitFor();
    const { frames, clickedAt } = await page.evaluate(() => window.benchCover!);
    const after = frames.filter((frame) => clickedAt !== undefined && frame.at >= clickedAt);
    const first = (pick: (frame: Frame) => boolean) =>
      round((after.find(pick)?.at ?? Number.NaN) - (clickedAt ?? Number.NaN));
    return { coverMs: first((frame) => frame.covered), nextMs: first((frame) => frame.next) };
  } finally {
    await context.close();
  }
}

export async function measurePageCover(browser: Browser): Promise<PageCover> {
  const measured: CoverRun[] = [];
  for (let run = 0; run < runs; run++) measured.push(await measureOnce(browser));
  return {
    cpuSlowdown,
    medianMs: median(measured.map((run) => run.coverMs)),
    nextFirst: measured.filter((run) => !(run.coverMs <= run.nextMs)).length,
    runs: measured,
  };
}
