// A booking link is no lever, against the embedded backend with the real supabase-js, as the
// holder of a mailed link would use it: 3 changes in a day, the 4th refused with words the
// page shows; no time more than a year ahead; a cancelled booking takes no new time.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import { supabaseClient } from './supabase-client.ts';

let backend: AppBackend;

beforeAll(async () => {
  backend = await startAppBackend({ port: 0, db: 'memory', functions: false });
});

afterAll(async () => {
  await backend?.close();
});

const day = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

/** A booking made as a visitor makes it, and the link a mail about it would carry. */
async function bookWithLink(): Promise<string> {
  const id = randomUUID();
  const { error } = await supabaseClient(backend.url, backend.anonKey)
    .from('consultations')
    .insert({
      id,
      name: 'Asha Rao',
      email: 'asha@example.com',
      preferred_date: day(20),
      preferred_time: '10:00',
      time_zone: 'Europe/Berlin',
    });
  expect(error).toBeNull();
  const [link] = await backend.db.query<{ token: string }>(
    'select private.issue_booking_link($1) as token',
    [id],
  );
  return String(link?.token);
}

const ask = (token: string, date: string) =>
  supabaseClient(backend.url, backend.anonKey).rpc('request_booking_time', {
    token,
    preferred_date: date,
    preferred_time: '11:00',
    time_zone: 'Europe/Berlin',
  });

describe('a booking link', () => {
  it('changes its booking 3 times a day and refuses the 4th', async () => {
    const token = await bookWithLink();
    for (const days of [21, 22, 23]) {
      const { data, error } = await ask(token, day(days));
      expect(error).toBeNull();
      expect((data as { preferred_date: string }).preferred_date).toBe(day(days));
    }
    const fourth = await ask(token, day(24));
    expect(fourth.error?.message).toBe(
      'This link has already changed the booking 3 times today. Please try again tomorrow.',
    );
    const cancel = await supabaseClient(backend.url, backend.anonKey).rpc('cancel_booking', {
      token,
    });
    expect(cancel.error?.message).toBe(fourth.error?.message);
    const shown = await supabaseClient(backend.url, backend.anonKey).rpc('booking_by_token', {
      token,
    });
    expect(shown.data).toMatchObject({ status: 'pending', preferred_date: day(23) });
  });

  it('refuses a time more than a year ahead', async () => {
    const token = await bookWithLink();
    for (const date of [day(400), '9999-12-31']) {
      const { error } = await ask(token, date);
      expect(error?.message).toBe('Choose a date within the next year.');
    }
  });

  it('keeps a cancelled booking cancelled', async () => {
    const token = await bookWithLink();
    const anon = supabaseClient(backend.url, backend.anonKey);
    expect((await anon.rpc('cancel_booking', { token })).data).toMatchObject({
      status: 'cancelled',
    });
    const reopen = await ask(token, day(30));
    expect(reopen.error?.message).toBe(
      'This booking is cancelled. Please book a new consultation instead.',
    );
    expect((await anon.rpc('booking_by_token', { token })).data).toMatchObject({
      status: 'cancelled',
    });
  });
});
