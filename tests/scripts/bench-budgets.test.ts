import { describe, expect, it } from 'vitest';
import { checkBudgets, checkResponsiveness, type Figures } from '../../scripts/bench/budgets';
import { inpFigure } from '../../scripts/bench/inp';
import { liveControl, type LiveControl } from '../../scripts/bench/live-controls';
import { formatReport } from '../../scripts/bench/report';

const run = (tbtMs: number) => ({
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 900,
  lcpMs: 1000,
  tbtMs,
  cls: 0,
  totalBytes: 120_000,
});

const load = (libraries: string[] = []) => ({
  jsGzipBytes: 107_600,
  cssGzipBytes: 17_600,
  laterJsGzipBytes: 5_900,
  files: [],
  libraries,
});

/** Runs with the dialog times given (the first took two clicks), summarised as the bench does. */
function live(route: string, visit: LiveControl['visit'], dialogMs: number[]): LiveControl {
  const runs = dialogMs.map((ms, run) => ({
    shownMs: 300 + run,
    pressedMs: 320 + run,
    dialogMs: ms,
    clicks: run === 0 ? 2 : 1,
  }));
  return liveControl(route, visit, runs);
}

const inp = (interaction: string, inpMs: number[]) =>
  inpFigure(
    interaction,
    inpMs.map((ms) => ({ inpMs: ms, event: 'pointerdown' })),
  );

function responsiveness(overrides: Partial<Figures['responsiveness']> = {}) {
  return {
    liveControls: [
      live('/', 'first', [2100, 900, 950, 1000, 870]),
      live('/', 'repeat', [450, 700, 480, 500, 430]),
      live('/careers', 'first', [800, 780, 760, 820, 790]),
      live('/careers', 'repeat', [400, 420, 390, 410, 380]),
    ],
    inp: [
      inp('open the booking dialog', [136, 224, 168, 150, 160]),
      inp('type one key in Full Name', [24, 24, 16, 8, 24]),
    ],
    ...overrides,
  };
}

function figures(overrides: Partial<Figures> = {}): Figures {
  return {
    lighthouse: {
      '/': { median: run(20), runs: [run(130), run(5), run(20)] },
      '/contact': { median: run(30), runs: [run(30), run(49), run(17)] },
    },
    firstLoad: { '/': load(), '/contact': load(['zod']) },
    precache: { entries: 104, bytes: 1_640_000 },
    outboxReplay: {
      leads: 200,
      replayMs: 2_700,
      rows: 200,
      distinctIds: 200,
      idsMatch: true,
      leftInOutbox: 0,
      leftBehind: [],
    },
    coldStart: {
      medianMs: 8_500,
      runsMs: [8_500],
      servedFrom: 'dist',
      database: 'new PGlite directory',
    },
    responsiveness: responsiveness(),
    ...overrides,
  };
}

const verdict = (checks: ReturnType<typeof checkBudgets>, budget: string) =>
  checks.find((check) => check.budget === budget);

describe('bench budgets', () => {
  it('passes every budget on figures within them, forms allowed their libraries', () => {
    const checks = checkBudgets(figures());
    expect(checks.filter((check) => !check.pass)).toEqual([]);
  });

  it('names the routes over the TBT budget, judged on the median', () => {
    const checks = checkBudgets(
      figures({
        lighthouse: {
          '/': { median: run(54), runs: [run(130), run(54), run(5)] },
          '/contact': { median: run(50), runs: [run(50), run(60), run(0)] },
        },
      }),
    );
    expect(verdict(checks, 'TBT <= 50 ms')).toEqual({
      budget: 'TBT <= 50 ms',
      pass: false,
      detail: '/ 54',
    });
  });

  it('fails the replay when a lead is stored twice', () => {
    const replay = { ...figures().outboxReplay, rows: 201, distinctIds: 200 };
    const check = verdict(
      checkBudgets(figures({ outboxReplay: replay })),
      'Outbox replay of 200 leads < 10 s, all rows once',
    );
    expect(check?.pass).toBe(false);
  });

  it('flags a content page that loads form libraries', () => {
    const check = verdict(
      checkBudgets(figures({ firstLoad: { '/': load(['supabase-js']), '/contact': load() } })),
      'Content pages load no Supabase client, zod or react-hook-form',
    );
    expect(check).toMatchObject({ pass: false, detail: '/: supabase-js' });
  });

  it('prints every TBT run beside the medians', () => {
    const report = formatReport(figures(), checkBudgets(figures()));
    expect(report).toContain('TBT of each run: / 130/5/20, /contact 30/49/17');
    expect(report).toContain('PASS  TBT <= 50 ms: every route');
  });
});

describe('bench responsiveness budgets', () => {
  const firstVisit = "'Schedule Consultation' answers <= 1500 ms, first visit";
  const repeatVisit = "'Schedule Consultation' answers <= 600 ms, repeat visit";

  it('judges the median of the runs: one slow run does not fail a budget', () => {
    expect(checkResponsiveness(responsiveness())).toEqual([
      { budget: firstVisit, pass: true, detail: '/ 950, /careers 790' },
      { budget: repeatVisit, pass: true, detail: '/ 480, /careers 400' },
      {
        budget: 'INP <= 200 ms',
        pass: true,
        detail: 'open the booking dialog 160, type one key in Full Name 24',
      },
    ]);
  });

  it('names the route whose median is over, on a first and on a repeat visit', () => {
    const checks = checkResponsiveness(
      responsiveness({
        liveControls: [
          live('/', 'first', [1400, 1600, 1550, 1700, 1200]),
          live('/', 'repeat', [600, 590, 610, 620, 580]),
          live('/careers', 'first', [800, 780, 760, 820, 790]),
          live('/careers', 'repeat', [601, 700, 650, 590, 400]),
        ],
      }),
    );
    expect(verdict(checks, firstVisit)).toEqual({
      budget: firstVisit,
      pass: false,
      detail: '/ 1550',
    });
    expect(verdict(checks, repeatVisit)).toEqual({
      budget: repeatVisit,
      pass: false,
      detail: '/careers 601',
    });
  });

  it('fails INP over 200 ms on the median, and an interaction without runs', () => {
    const checks = checkResponsiveness(
      responsiveness({
        inp: [
          inp('open the booking dialog', [208, 240, 120, 216, 190]),
          inp('header link / to /services', []),
        ],
      }),
    );
    expect(verdict(checks, 'INP <= 200 ms')).toEqual({
      budget: 'INP <= 200 ms',
      pass: false,
      detail: 'open the booking dialog 208, header link / to /services NaN',
    });
  });

  it('is part of every budget the bench checks', () => {
    const budgets = checkBudgets(figures()).map((check) => check.budget);
    expect(budgets).toEqual(expect.arrayContaining([firstVisit, repeatVisit, 'INP <= 200 ms']));
  });

  it('prints every run beside the medians, with the clicks a run took', () => {
    const report = formatReport(figures(), checkBudgets(figures()));
    const row = (...start: string[]) =>
      report
        .split('\n')
        .map((line) => line.split(/ {2,}/))
        .find((cells) => start.every((cell, i) => cells[i] === cell));
    expect(row('/', 'first')).toEqual([
      '/',
      'first',
      '302',
      '322',
      '950',
      '2100 (2 clicks)/900/950/1000/870',
    ]);
    expect(row('open the booking dialog')).toEqual([
      'open the booking dialog',
      '160',
      '136/224/168/150/160',
    ]);
    expect(report).toContain('INP (web-vitals, durationThreshold 16)');
    expect(report).toContain(`PASS  ${repeatVisit}: / 480, /careers 400`);
  });
});
