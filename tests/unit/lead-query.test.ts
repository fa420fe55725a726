import { describe, expect, it } from 'vitest';
import { applyLeadFilters, pageRange, searchPattern } from '@/features/admin/lead-query';
import { contactLead } from '@/shared/leads/contact-lead';

/** Records the filter calls a query makes, as supabase-js would turn them into a URL. */
function recorder() {
  const calls: string[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      calls.push(`${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`);
  return {
    calls,
    target: {
      eq: record('eq'),
      in: record('in'),
      gte: record('gte'),
      lt: record('lt'),
      like: record('like'),
    },
  };
}

describe('searchPattern', () => {
  it('lower-cases, squeezes spaces and wraps in wildcards', () => {
    expect(searchPattern('  Ada   LOVELACE ')).toBe('*ada lovelace*');
  });

  it('turns characters PostgREST or LIKE would read into one-character wildcards', () => {
    expect(searchPattern(`O'Brien, (Ada) 100% *x* "q" a:b c\\d`)).toBe(
      `*o'brien_ _ada_ 100_ _x_ _q_ a_b c_d*`,
    );
  });

  it('asks nothing of a blank search', () => {
    expect(searchPattern(' \n ')).toBeNull();
  });
});

describe('applyLeadFilters', () => {
  const none = { search: '', status: 'all', from: '', to: '' };

  it('adds no filter when nothing is chosen', () => {
    const { calls, target } = recorder();
    applyLeadFilters(target, contactLead, none);
    expect(calls).toEqual([]);
  });

  it("filters a status, the kind's open statuses, a date range and a search", () => {
    const open = recorder();
    applyLeadFilters(open.target, contactLead, { ...none, status: 'open', search: 'Ada' });
    expect(open.calls).toEqual(['in("status", ["new","replied"])', 'like("search_text", "*ada*")']);

    const one = recorder();
    applyLeadFilters(one.target, contactLead, { ...none, status: 'archived' });
    expect(one.calls).toEqual(['eq("status", "archived")']);
  });

  it('takes whole local days, the last one included', () => {
    const { calls, target } = recorder();
    applyLeadFilters(target, contactLead, { ...none, from: '2025-01-11', to: '2025-01-20' });
    expect(calls).toEqual([
      `gte("created_at", ${JSON.stringify(new Date('2025-01-11T00:00:00').toISOString())})`,
      `lt("created_at", ${JSON.stringify(new Date('2025-01-21T00:00:00').toISOString())})`,
    ]);
  });
});

describe('pageRange', () => {
  it('gives inclusive row ranges', () => {
    expect(pageRange({ page: 1, pageSize: 25 })).toEqual([0, 24]);
    expect(pageRange({ page: 3, pageSize: 10 })).toEqual([20, 29]);
  });
});
