import { describe, expect, it } from 'vitest';
import { parseLeadLink } from '@/features/admin/lead-link';
import { applyLeadFilters, initialLeadQuery, leadFilters } from '@/features/admin/lead-query';
import { contactLead } from '@/shared/leads/contact-lead';

const id = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
const parse = (search: string) => parseLeadLink(new URLSearchParams(search));

describe('parseLeadLink', () => {
  it("reads a staff mail's link: the kind's tab and the lead", () => {
    expect(parse(`?kind=contact&lead=${id}`)).toEqual({ kind: 'contact', lead: id });
    expect(parse(`kind=event&lead=${id.toUpperCase()}`)).toEqual({ kind: 'event', lead: id });
  });

  it('opens the dashboard as usual for an unknown kind or a malformed id', () => {
    expect(parse('')).toBeNull();
    expect(parse(`?lead=${id}`)).toBeNull();
    expect(parse(`?kind=contact`)).toBeNull();
    expect(parse(`?kind=newsletter&lead=${id}`)).toBeNull();
    expect(parse(`?kind=toString&lead=${id}`)).toBeNull();
    expect(parse(`?kind=booking&lead=3F2B8C1E`)).toBeNull();
    expect(parse(`?kind=booking&lead=${id}),status.eq.new`)).toBeNull();
  });
});

describe('one lead, by id', () => {
  it('asks for that id alone, whatever else the query holds', () => {
    const query = { ...initialLeadQuery, search: 'ada', status: 'open', from: '2025-01-01' };
    const filters = leadFilters(contactLead, { ...query, lead: id });
    expect(filters).toEqual({
      statuses: null,
      receivedFrom: null,
      receivedBefore: null,
      group: null,
      words: null,
      id,
    });
    const calls: string[] = [];
    const record =
      (name: string) =>
      (...args: unknown[]) =>
        calls.push(`${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`);
    applyLeadFilters(
      { eq: record('eq'), in: record('in'), gte: record('gte'), lt: record('lt') },
      filters,
    );
    expect(calls).toEqual([`eq("id", "${id}")`]);
  });

  it('adds no id filter to a list that is not kept to one lead', () => {
    expect(leadFilters(contactLead, initialLeadQuery)).not.toHaveProperty('id');
  });
});
