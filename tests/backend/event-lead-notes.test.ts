// Lead ratings over plain HTTP against the embedded backend, as the booth's outbox sends
// them and as a stranger would: the answers the outbox relies on (201 stored, 409 23505
// already there, 409 23503 its lead never arrived, 401 without an enrolled device) and that
// nobody but an admin at aal2 reads them.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import type { Database } from '../../src/shared/database.types.ts';
import { adminClient } from './supabase-client.ts';

describe('lead ratings over HTTP', () => {
  let backend: AppBackend;
  let admin: SupabaseClient<Database>;
  let credential: string;
  const leadId = randomUUID();

  /** A POST or GET as the booth's outbox makes it: the anon key, the device header if any. */
  const request = (path: string, body?: unknown, device?: string) =>
    fetch(`${backend.url}/rest/v1/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
        ...(device && { 'x-booth-device': device }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });

  const rating = (id = randomUUID(), lead = leadId) => ({
    id,
    lead_id: lead,
    rating: 'hot',
    answers: [{ question: 'Budget', answer: 'Over $100k' }],
    note: 'Wants a pilot',
    staff_name: 'Sam',
  });

  beforeAll(async () => {
    backend = await startAppBackend({ port: 0, db: 'memory', functions: false });
    admin = await adminClient(backend);
    const { data: code } = await admin.rpc('create_device_enrolment', { event_name: 'AI Summit' });
    const enrolled = await request('rpc/enrol_booth_device', {
      code: String(code),
      event_name: 'AI Summit',
    });
    credential = ((await enrolled.json()) as { credential: string }).credential;
    const lead = await request(
      'event_leads',
      {
        id: leadId,
        full_name: 'Ada Lovelace',
        email: 'ada@example.com',
        consent: true,
        event_name: 'AI Summit',
        device_id: randomUUID(),
        captured_at: new Date().toISOString(),
      },
      credential,
    );
    expect(lead.status).toBe(201);
  });

  afterAll(async () => {
    await backend?.close();
  });

  it('refuses a rating without an enrolled device with 401', async () => {
    const response = await request('event_lead_notes', rating());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      code: '42501',
      message: 'This booth device is not enrolled for this event',
    });
  });

  it('stores a rating once: the same id again is 409 23505, which the outbox counts as delivered', async () => {
    const id = randomUUID();
    expect((await request('event_lead_notes', rating(id), credential)).status).toBe(201);
    const again = await request('event_lead_notes', rating(id), credential);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('23505');
    const { data } = await admin.from('event_lead_notes').select('id, rating, note');
    expect(data).toEqual([{ id, rating: 'hot', note: 'Wants a pilot' }]);
  });

  it('refuses for good (409 23503) a rating whose lead never arrived', async () => {
    const response = await request(
      'event_lead_notes',
      rating(randomUUID(), randomUUID()),
      credential,
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      code: '23503',
      message: 'The lead this rating is for was not received',
    });
  });

  it('lets nobody but an admin read ratings', async () => {
    expect((await request('event_lead_notes?select=*')).status).toBe(401);
    expect((await request('event_lead_notes?select=*', undefined, credential)).status).toBe(401);
  });
});
