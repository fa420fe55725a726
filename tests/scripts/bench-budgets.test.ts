import { describe, expect, it } from 'vitest';
import { checkBudgets, type Figures } from '../../scripts/bench/budgets';
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
