import { describe, expect, it } from 'vitest';
import {
  applyLeadFilters,
  leadFilters,
  pageRange,
  searchArguments,
} from '@/features/admin/lead-query';
import { contactLead } from '@/shared/leads/contact-lead';
import { eventLead } from '@/shared/leads/event-lead';

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
    },
  };
}

const none = { search: '', status: 'all', from: '', to: '', group: '' };

describe('leadFilters', () => {
  it('asks for nothing when nothing is chosen, and nothing of a blank search', () => {
    expect(leadFilters(contactLead, { ...none, search: ' \n ' })).toEqual({
      statuses: null,
      receivedFrom: null,
      receivedBefore: null,
      group: null,
      words: null,
    });
  });

  it("takes one status or the kind's open statuses", () => {
    expect(leadFilters(contactLead, { ...none, status: 'open' }).statuses).toEqual([
      'new',
      'replied',
    ]);
    expect(leadFilters(contactLead, { ...none, status: 'archived' }).statuses).toEqual([
      'archived',
    ]);
  });

  it('takes whole local days, the last one included', () => {
    const filters = leadFilters(contactLead, { ...none, from: '2025-01-11', to: '2025-01-20' });
    expect(filters.receivedFrom).toBe(new Date('2025-01-11T00:00:00').toISOString());
    expect(filters.receivedBefore).toBe(new Date('2025-01-21T00:00:00').toISOString());
  });

  it('lower-cases and squeezes the search, keeping what LIKE or PostgREST would read', () => {
    expect(leadFilters(contactLead, { ...none, search: `  O'Brien,   100%_ADA ` }).words).toBe(
      `o'brien, 100%_ada`,
    );
  });
});

describe('leadFilters by group', () => {
  it("keeps one event's booth leads, or one campaign source's visitor leads", () => {
    expect(leadFilters(eventLead, { ...none, group: 'Web Summit 2026' }).group).toEqual({
      field: 'event_name',
      value: 'Web Summit 2026',
    });
    expect(leadFilters(contactLead, { ...none, group: 'expo' }).group).toEqual({
      field: 'utm_source',
      value: 'expo',
    });
  });

  it('asks for what the admin typed as the source, trimmed, and nothing when blank', () => {
    expect(leadFilters(contactLead, { ...none, group: ' expo ' }).group?.value).toBe('expo');
    expect(leadFilters(contactLead, { ...none, group: ' ' }).group).toBeNull();
  });

  it('asks the REST read and the search for the same source', () => {
    const filters = leadFilters(contactLead, { ...none, group: 'expo', search: 'ada' });
    const { calls, target } = recorder();
    applyLeadFilters(target, filters);
    expect(calls).toEqual(['eq("utm_source", "expo")']);
    expect(
      searchArguments(contactLead, { ...filters, words: 'ada' }, 'newest', ['id']),
    ).toMatchObject({ group_field: 'utm_source', group_value: 'expo' });
  });

  it('asks the REST read and the search for the same group', () => {
    const filters = leadFilters(eventLead, { ...none, group: 'AI Expo', search: 'ada' });
    const { calls, target } = recorder();
    applyLeadFilters(target, filters);
    expect(calls).toEqual(['eq("event_name", "AI Expo")']);
    expect(
      searchArguments(eventLead, { ...filters, words: 'ada' }, 'newest', ['id']),
    ).toMatchObject({ group_field: 'event_name', group_value: 'AI Expo' });
  });
});

describe('applyLeadFilters', () => {
  it('adds no filter when nothing is chosen', () => {
    const { calls, target } = recorder();
    applyLeadFilters(target, leadFilters(contactLead, none));
    expect(calls).toEqual([]);
  });

  it('filters statuses and a received range, and leaves the search to search_leads', () => {
    const { calls, target } = recorder();
    const query = { ...none, search: 'Ada', status: 'open', from: '2025-01-11', to: '2025-01-20' };
    applyLeadFilters(target, leadFilters(contactLead, query));
    expect(calls).toEqual([
      'in("status", ["new","replied"])',
      `gte("created_at", ${JSON.stringify(new Date('2025-01-11T00:00:00').toISOString())})`,
      `lt("created_at", ${JSON.stringify(new Date('2025-01-21T00:00:00').toISOString())})`,
    ]);
  });
});

describe('searchArguments', () => {
  it("names the kind's table, the words, the columns, the filters and the order", () => {
    const filters = { ...leadFilters(contactLead, { ...none, status: 'new' }), words: 'ada' };
    expect(searchArguments(contactLead, filters, 'oldest', ['id', 'name'])).toEqual({
      lead_table: 'contact_submissions',
      words: 'ada',
      columns: ['id', 'name'],
      statuses: ['new'],
      received_from: null,
      received_before: null,
      group_field: null,
      group_value: null,
      oldest_first: true,
    });
  });
});

describe('pageRange', () => {
  it('gives inclusive row ranges', () => {
    expect(pageRange({ page: 1, pageSize: 25 })).toEqual([0, 24]);
    expect(pageRange({ page: 3, pageSize: 10 })).toEqual([20, 29]);
  });
});
