import { describe, expect, it } from 'vitest';
import { overdueCutoff, overdueText, overdueWait } from '@/features/admin/overdue';
import { bookingLead } from '@/shared/leads/booking-lead';
import { contactLead } from '@/shared/leads/contact-lead';

const now = Date.parse('2026-11-25T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();

describe('overdueWait', () => {
  it('marks a lead still at its first status after the promised hours', () => {
    const wait = overdueWait(bookingLead, { status: 'pending', created_at: hoursAgo(26.5) }, now);
    expect(wait).toEqual({ waitedHours: 26, promisedHours: 24 });
    expect(wait && overdueText(wait)).toBe('Waiting 26 h (promised 24 h)');
  });

  it("uses each kind's own promise", () => {
    const lead = { status: 'new', created_at: hoursAgo(30) };
    expect(overdueWait(contactLead, lead, now)).toBeNull();
    expect(overdueWait(contactLead, { ...lead, created_at: hoursAgo(1_000) }, now)).toEqual({
      waitedHours: 1_000,
      promisedHours: 72,
    });
    expect(overdueText({ waitedHours: 1_000, promisedHours: 72 })).toBe(
      'Waiting 1,000 h (promised 72 h)',
    );
  });

  it('leaves a lead someone has moved on, and one exactly at its promise', () => {
    expect(overdueWait(bookingLead, { status: 'confirmed', created_at: hoursAgo(100) }, now)).toBe(
      null,
    );
    expect(overdueWait(bookingLead, { status: 'pending', created_at: hoursAgo(24) }, now)).toBe(
      null,
    );
  });
});

describe('overdueCutoff', () => {
  it('is the instant the promise ran out for leads received before it', () => {
    expect(overdueCutoff(bookingLead, now)).toBe('2026-11-24T12:00:00.000Z');
    expect(overdueCutoff(contactLead, now)).toBe('2026-11-22T12:00:00.000Z');
  });
});
