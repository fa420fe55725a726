/*
 * INP (interaction to next paint) of three interactions under the mobile profile, each
 * the only interaction of a fresh page (fresh context), measured by Google's web-vitals
 * library injected into the page. These figures are about an interaction on a hydrated
 * page, not about how soon a page answers (live-controls.ts is): each interaction waits
 * until the page is settled, i.e. quiet (the 'page-quiet' mark: loaded, hydrated, idle),
 * no request in flight for 500 ms, then an idle period of 40 ms.
 *
 * durationThreshold 16, the lowest Chrome allows (the library's default is 40): every
 * event of 16 ms or more is counted. An interaction whose events all take less has no
 * such entry; web-vitals then reports the page's first input (always observed, whatever
 * its duration), and since the measured interaction is the first, that is its own
 * figure: a value under 16 means the whole interaction took under 16 ms. A run without
 * any report fails the bench rather than being counted as fast.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import type * as WebVitals from 'web-vitals';
import type { INPMetric } from 'web-vitals';
import { pageQuietMark } from '../../src/lib/when-page-quiet.ts';
import { webUrl } from './config.ts';
import { emulateMobileProfile } from './mobile-profile.ts';
import { median, sleep } from './stats.ts';

export const inpDurationThreshold = 16;
const webVitalsScript = 'node_modules/web-vitals/dist/web-vitals.iife.js';

/**
 * The library's IIFE build declares `var webVitals`; Playwright wraps every init script
 * (`{ path }` too) in a function, so that var would stay local: its content is added
 * with a line that makes it global.
 */
async function webVitalsInitScript(): Promise<string> {
  const library = await readFile(webVitalsScript, 'utf8');
  return `${library}\nwindow.webVitals = webVitals;`;
}

export interface InpRun {
  inpMs: number;
  /** The first event entry of the interaction measured (e.g. pointerdown, keydown). */
  event: string;
}

export interface Inp {
  interaction: string;
  /** Median of the runs' INP: the figure the budget judges. */
  medianMs: number;
  runs: InpRun[];
}

declare global {
  interface Window {
    webVitals?: typeof WebVitals;
    benchInp?: InpRun;
  }
}

interface Interaction {
  name: string;
  route: string;
  /** Readies the page without interacting with it; the page settles again before `act`. */
  prepare?(page: Page): Promise<void>;
  /**
   * The one interaction. Nothing queries the page until its figure is in: Playwright's
   * queries run on the page's main thread and would delay the very paint measured.
   */
  act(page: Page): Promise<void>;
  /** Whether it did what it should, checked once the figure is read. */
  done(page: Page): Promise<boolean>;
}

export const interactions: Interaction[] = [
  {
    name: 'open the booking dialog',
    route: '/',
    act: (page) =>
      page.getByRole('banner').getByRole('button', { name: 'Schedule Consultation' }).click(),
    done: (page) =>
      page.getByRole('dialog', { name: 'Schedule a Consultation' }).first().isVisible(),
  },
  {
    name: 'header link / to /services',
    route: '/',
    act: (page) =>
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Services' })
        .click(),
    done: async (page) => page.url() === `${webUrl}/services`,
  },
  {
    name: 'type one key in Full Name',
    route: '/contact',
    // Focused from script, so focusing is no interaction; it starts the form's code
    // loading, which is let finish first: the key press alone is measured.
    prepare: (page) => fullName(page).focus(),
    act: (page) => page.keyboard.press('a'),
    done: async (page) => (await fullName(page).inputValue()) === 'a',
  },
];

function fullName(page: Page) {
  return page.getByRole('form', { name: 'Contact form' }).getByLabel('Full Name');
}

/** Runs in the page before its own scripts, once the library is there. */
function reportInp(durationThreshold: number): void {
  window.webVitals!.onINP(
    (metric: INPMetric) => {
      window.benchInp = { inpMs: metric.value, event: metric.entries[0]?.name ?? 'none' };
    },
    { reportAllChanges: true, durationThreshold },
  );
}

/** Resolves once none of the page's requests has been in flight for 500 ms. */
function watchRequests(page: Page): () => Promise<void> {
  let inFlight = 0;
  let changedAt = performance.now();
  const change = (by: number) => () => {
    inFlight += by;
    changedAt = performance.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async () => {
    while (inFlight > 0 || performance.now() - changedAt < 500) await sleep(50);
  };
}

/** Runs in the page: an idle period of 40 ms (nothing rendering), or 5 s at most. */
async function idlePeriod(): Promise<void> {
  // No named inner functions here: tsx would wrap them in a helper the page lacks.
  // A timeout of 0 would mean none: at least 1 ms keeps the 5 s cap.
  const giveUpAt = performance.now() + 5_000;
  for (;;) {
    const deadline = await new Promise<IdleDeadline>((resolve) =>
      requestIdleCallback(resolve, { timeout: Math.max(1, giveUpAt - performance.now()) }),
    );
    if (deadline.didTimeout || deadline.timeRemaining() >= 40) return;
  }
}

async function runOnce(
  browser: Browser,
  interaction: Interaction,
  library: string,
): Promise<InpRun> {
  const context = await browser.newContext();
  // What the run was doing, for the error should it fail.
  let stage = 'loading the page';
  try {
    const page = await context.newPage();
    await emulateMobileProfile(page);
    await page.addInitScript({ content: library });
    await page.addInitScript(reportInp, inpDurationThreshold);
    const networkQuiet = watchRequests(page);
    const settled = async () => {
      await networkQuiet();
      await page.evaluate(idlePeriod);
    };
    await page.goto(webUrl + interaction.route);
    stage = `waiting for the '${pageQuietMark}' mark`;
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark, 'mark').length > 0,
      pageQuietMark,
    );
    stage = 'settling';
    await settled();
    if (interaction.prepare) {
      await interaction.prepare(page);
      await settled();
    }
    stage = 'interacting';
    await interaction.act(page);
    // web-vitals reports from an idle callback after the next paint; a later, longer
    // event of the same interaction updates the figure, so it is read once settled.
    stage = 'waiting for the INP report';
    await page.waitForFunction(() => window.benchInp !== undefined, null, { polling: 100 });
    await settled();
    const inp = await page.evaluate(() => window.benchInp!);
    stage = 'checking the outcome';
    if (!(await interaction.done(page))) throw new Error('the interaction did not do its work');
    return inp;
  } catch (error) {
    throw new Error(`INP of '${interaction.name}', ${stage}: ${String(error)}`);
  } finally {
    await context.close();
  }
}

/** The figure the budget judges: the median of the runs' INP, beside every run. */
export function inpFigure(interaction: string, runs: InpRun[]): Inp {
  return { interaction, medianMs: median(runs.map((run) => run.inpMs)), runs };
}

export async function measureInp(
  browser: Browser,
  interaction: Interaction,
  runs = 5,
): Promise<Inp> {
  const library = await webVitalsInitScript();
  const inpRuns: InpRun[] = [];
  for (let run = 0; run < runs; run++) inpRuns.push(await runOnce(browser, interaction, library));
  return inpFigure(interaction.name, inpRuns);
}
