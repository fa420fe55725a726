/*
 * The budgets of issue 6 and of the responsiveness figures, checked against the figures. Informational: the bench
 * reports PASS/FAIL but exits 0, since Lighthouse figures vary from run to run.
 */
import type { ColdStart } from './cold-start.ts';
import type { FirstLoad, Precache } from './first-load.ts';
import type { LighthouseResult, LighthouseRun } from './lighthouse.ts';
import type { OutboxReplay } from './outbox-replay.ts';
import type { Responsiveness } from './responsiveness.ts';

export interface BudgetCheck {
  budget: string;
  pass: boolean;
  detail: string;
}

export interface Figures {
  /** Per route: the median, which the budgets judge, and every run, in run order. */
  lighthouse: Record<string, Pick<LighthouseResult, 'median' | 'runs'>>;
  firstLoad: Record<string, FirstLoad>;
  precache: Precache;
  outboxReplay: OutboxReplay;
  coldStart: ColdStart;
  responsiveness: Responsiveness;
}

/** The route that is a form: every other measured route is a content page. */
const formRoutes = new Set(['/contact']);

function perRoute(
  budget: string,
  lighthouse: Figures['lighthouse'],
  value: (run: LighthouseRun) => number,
  ok: (value: number) => boolean,
): BudgetCheck {
  const misses = Object.entries(lighthouse)
    .filter(([, { median }]) => !ok(value(median)))
    .map(([route, { median }]) => `${route} ${value(median)}`);
  return { budget, pass: misses.length === 0, detail: misses.join(', ') || 'every route' };
}

/** Judged on medians (a missing one, NaN, is over); a pass lists them, a failure what is over. */
function medians(
  budget: string,
  figures: { name: string; medianMs: number }[],
  limitMs: number,
): BudgetCheck {
  const over = figures.filter(({ medianMs }) => !(medianMs <= limitMs));
  return {
    budget,
    pass: over.length === 0,
    detail: (over.length > 0 ? over : figures)
      .map(({ name, medianMs }) => `${name} ${medianMs}`)
      .join(', '),
  };
}

export function checkResponsiveness({ liveControls, inp }: Responsiveness): BudgetCheck[] {
  const visits = (visit: 'first' | 'repeat') =>
    liveControls
      .filter((control) => control.visit === visit)
      .map(({ route, medianMs }) => ({ name: route, medianMs }));
  return [
    medians("'Schedule Consultation' answers <= 1500 ms, first visit", visits('first'), 1500),
    medians("'Schedule Consultation' answers <= 600 ms, repeat visit", visits('repeat'), 600),
    medians(
      'INP <= 200 ms',
      inp.map(({ interaction, medianMs }) => ({ name: interaction, medianMs })),
      200,
    ),
  ];
}

export function checkBudgets(figures: Figures): BudgetCheck[] {
  const { lighthouse, firstLoad, precache, outboxReplay } = figures;
  const homeJs = firstLoad['/']?.jsGzipBytes ?? Number.NaN;
  const heavyContent = Object.entries(firstLoad)
    .filter(([route, load]) => !formRoutes.has(route) && load.libraries.length > 0)
    .map(([route, load]) => `${route}: ${load.libraries.join('+')}`);
  return [
    perRoute(
      'Performance >= 98',
      lighthouse,
      (run) => run.scores.performance,
      (v) => v >= 98,
    ),
    perRoute(
      'Accessibility 100',
      lighthouse,
      (run) => run.scores.accessibility,
      (v) => v >= 100,
    ),
    perRoute(
      'Best Practices 100',
      lighthouse,
      (run) => run.scores['best-practices'],
      (v) => v >= 100,
    ),
    perRoute(
      'SEO 100',
      lighthouse,
      (run) => run.scores.seo,
      (v) => v >= 100,
    ),
    perRoute(
      'LCP <= 1200 ms',
      lighthouse,
      (run) => run.lcpMs,
      (v) => v <= 1200,
    ),
    perRoute(
      'TBT <= 50 ms',
      lighthouse,
      (run) => run.tbtMs,
      (v) => v <= 50,
    ),
    perRoute(
      'CLS <= 0.01',
      lighthouse,
      (run) => run.cls,
      (v) => v <= 0.01,
    ),
    {
      budget: 'First-load JS on / <= 110 kB gzip',
      pass: homeJs <= 110_000,
      detail: `${(homeJs / 1000).toFixed(1)} kB`,
    },
    {
      budget: 'Content pages load no Supabase client, zod or react-hook-form',
      pass: heavyContent.length === 0,
      detail: heavyContent.join('; ') || 'none loaded',
    },
    {
      budget: 'Precache <= 2 MB',
      pass: precache.bytes <= 2_000_000,
      detail: `${(precache.bytes / 1e6).toFixed(2)} MB in ${precache.entries} entries`,
    },
    {
      budget: `Outbox replay of ${outboxReplay.leads} leads < 10 s, all rows once`,
      pass:
        outboxReplay.replayMs < 10_000 &&
        outboxReplay.rows === outboxReplay.leads &&
        outboxReplay.distinctIds === outboxReplay.leads &&
        outboxReplay.idsMatch,
      detail: `${(outboxReplay.replayMs / 1000).toFixed(2)} s, ${outboxReplay.rows} rows, ${outboxReplay.distinctIds} distinct ids`,
    },
    ...checkResponsiveness(figures.responsiveness),
  ];
}
