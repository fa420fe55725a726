import { describe, expect, it } from 'vitest';
import { checkBudgets } from '../../scripts/bench/budgets';
import { formatReport } from '../../scripts/bench/report';
import { failedSections, sectionRunner } from '../../scripts/bench/sections';

describe('a bench part that throws', () => {
  it('is recorded as a failed budget with its error, and the parts after it still run', async () => {
    const steps: string[] = [];
    const { failures, measure } = sectionRunner((message) => steps.push(message));

    const booth = await measure('booth and lead follow-up', () =>
      Promise.reject(new Error('not settled in 120 s\n  at stack')),
    );
    const precache = await measure('precache', async () => ({ entries: 120, bytes: 1_900_000 }));

    expect(booth).toBeUndefined();
    expect(precache).toEqual({ entries: 120, bytes: 1_900_000 });
    expect(failures).toEqual([
      { section: 'booth and lead follow-up', error: 'not settled in 120 s' },
    ]);
    expect(steps).toContain('booth and lead follow-up FAILED: not settled in 120 s');

    const budgets = [...checkBudgets({ precache }), ...failedSections(failures)];
    expect(budgets).toEqual([
      { budget: 'Precache <= 2 MB', pass: true, detail: '1.90 MB in 120 entries' },
      {
        budget: 'booth and lead follow-up measured',
        pass: false,
        detail: 'not settled in 120 s',
      },
    ]);
    const report = formatReport({ precache }, budgets);
    expect(report).toBe(
      'Precache:      120 entries, 1900.0 kB\n\n' +
        'Budgets\n' +
        'PASS  Precache <= 2 MB: 1.90 MB in 120 entries\n' +
        'FAIL  booth and lead follow-up measured: not settled in 120 s',
    );
  });
});
