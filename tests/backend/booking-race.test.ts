// Twenty visitors race for one time that two hosts have free, through the embedded backend
// with the real supabase-js, each inserting a booking as the dialog does: exactly two are
// booked (one per host), the other eighteen stay pending wishes with their choice on record,
// and each visitor learns which from booking_outcome.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import { supabaseClient } from './supabase-client.ts';

let backend: AppBackend;

beforeAll(async () => {
  backend = await startAppBackend({ port: 0, db: 'memory', functions: false });
  // Two hosts who work round the clock in UTC, so the test holds on any day; the seeded
  // host steps aside.
  await backend.db.exec(`
    update public.booking_hosts set active = false;
    insert into public.booking_hosts (id, name, time_zone) values
      ('b2000000-0000-4000-8000-000000000001', 'Host One', 'UTC'),
      ('b2000000-0000-4000-8000-000000000002', 'Host Two', 'UTC');
    insert into public.booking_host_hours (host_id, weekday, start_time, end_time)
    select host, weekday, '00:00', '24:00'
    from unnest(array['b2000000-0000-4000-8000-000000000001',
                      'b2000000-0000-4000-8000-000000000002']::uuid[]) as host
    cross join generate_series(1, 7) as weekday;
  `);
});

afterAll(async () => {
  await backend?.close();
});

/** A start on the half hour two days ahead: well past the notice, well inside the horizon. */
function slotTwoDaysAhead(): string {
  const halfHour = 30 * 60_000;
  return new Date(Math.ceil((Date.now() + 2 * 86_400_000) / halfHour) * halfHour).toISOString();
}

describe('twenty visitors racing for one time with two hosts free', () => {
  it('books exactly two, one per host, and leaves eighteen wishes', async () => {
    const slot = slotTwoDaysAhead();
    const ids = Array.from({ length: 20 }, () => randomUUID());
    const inserts = await Promise.all(
      ids.map((id, index) =>
        supabaseClient(backend.url, backend.anonKey)
          .from('consultations')
          .insert({
            id,
            name: `Racer ${index + 1}`,
            email: `racer${index + 1}@example.com`,
            requested_slots: [slot],
          }),
      ),
    );
    expect(inserts.map((insert) => insert.error)).toEqual(ids.map(() => null));

    const outcomes = await Promise.all(
      ids.map(async (id) => {
        const { data, error } = await supabaseClient(backend.url, backend.anonKey).rpc(
          'booking_outcome',
          { booking_id: id },
        );
        expect(error).toBeNull();
        return data as { status: string; scheduled_at: string | null; host_name: string | null };
      }),
    );
    const booked = outcomes.filter((outcome) => outcome.status === 'confirmed');
    const wishes = outcomes.filter((outcome) => outcome.status === 'pending');
    expect(booked).toHaveLength(2);
    expect(wishes).toHaveLength(18);
    expect(booked.map((outcome) => outcome.host_name).sort()).toEqual(['Host One', 'Host Two']);
    expect(new Set(booked.map((outcome) => Date.parse(outcome.scheduled_at ?? '')))).toEqual(
      new Set([Date.parse(slot)]),
    );
    expect(wishes.every((outcome) => outcome.scheduled_at === null)).toBe(true);

    const [overlaps] = await backend.db.query<{ count: number }>(`
      select count(*)::integer as count
      from public.consultations as a
      join public.consultations as b
        on a.id < b.id and a.host_id = b.host_id and a.busy_during && b.busy_during
      where a.status = 'confirmed' and b.status = 'confirmed'
    `);
    expect(overlaps?.count).toBe(0);
    const [wishRows] = await backend.db.query<{ count: number }>(
      `select count(*)::integer as count from public.consultations
        where status = 'pending' and requested_slots = array[$1::timestamptz]`,
      [slot],
    );
    expect(wishRows?.count).toBe(18);

    const { data: slots } = await supabaseClient(backend.url, backend.anonKey).rpc(
      'available_slots',
      { from_at: slot, to_at: new Date(Date.parse(slot) + 1000).toISOString() },
    );
    expect(slots).toEqual([]);
  });
});
