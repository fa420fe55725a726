import { describe, expect, it } from 'vitest';
import { leadSchemas } from '@/shared/leads/lead-schemas';

const booking = { name: 'Ada Lovelace', email: 'ada@example.com' };
const starts = [
  '2026-12-01T17:00:00.000Z',
  '2026-12-01T17:30:00.000Z',
  '2026-12-02T18:00:00.000Z',
  '2026-12-03T19:00:00.000Z',
];

const parse = (requested: unknown) =>
  leadSchemas.booking.safeParse({ ...booking, requested_slots: requested });
const messageOf = (requested: unknown) => parse(requested).error?.issues[0]?.message;

describe('a booking’s requested times', () => {
  it('keeps one to three starts in the visitor’s order', () => {
    expect(parse(starts.slice(0, 3)).data?.requested_slots).toEqual([
      '2026-12-01T17:00:00.000Z',
      '2026-12-01T17:30:00.000Z',
      '2026-12-02T18:00:00.000Z',
    ]);
    expect(parse([starts[2], starts[0]]).data?.requested_slots).toEqual([starts[2], starts[0]]);
  });

  it('is null for a booking without them, as one queued before the field existed', () => {
    const queuedBefore = leadSchemas.booking.safeParse(booking);
    expect(queuedBefore.success).toBe(true);
    expect(queuedBefore.data?.requested_slots).toBeNull();
    expect(parse(null).data?.requested_slots).toBeNull();
  });

  it('refuses more than three, repeats, an empty list and what is no instant', () => {
    expect(messageOf(starts)).toBe('Pick at most 3 times');
    expect(messageOf([starts[0], starts[0]])).toBe('Invalid requested times');
    expect(messageOf([])).toBe('Invalid requested times');
    expect(messageOf(['tomorrow at nine'])).toBe('Invalid requested times');
    expect(messageOf(['2026-12-01T17:00:00+05:30'])).toBe('Invalid requested times');
    expect(messageOf(starts[0])).toBe('Invalid requested times');
  });

  it('parses its own output again, as the worker re-checks a queued booking', () => {
    const once = parse(starts.slice(0, 2)).data;
    expect(leadSchemas.booking.safeParse(once).data?.requested_slots).toEqual(starts.slice(0, 2));
  });
});
