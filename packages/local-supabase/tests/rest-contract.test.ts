// Contract tests of the local backend's /rest/v1, driven by the real
// supabase-js client with the exact calls the app makes (inserts of each
// lead, the featured testimonials, the admin lists, the status update),
// plus the status codes and PostgREST error shapes the app relies on.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, type TestContext } from 'vitest';
import { adminClient, supabaseClient } from '../src/test-client.ts';
import {
  databaseOf,
  embeddedOnly,
  noAdmin,
  startContractTarget,
  type ContractTarget,
} from './contract-target.ts';

let backend: ContractTarget;
let anon: SupabaseClient;
let admin: SupabaseClient;

const booking = (name: string) => ({
  name,
  email: 'ada@example.com',
  phone: '+1 555 0100',
  company: 'Analytical Engines Ltd',
  service_type: 'General Consultation',
  preferred_date: '2026-12-01',
  preferred_time: '14:30',
  message: 'We would like to automate our reporting.',
});

const application = {
  position: 'AI Intern',
  full_name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+91 98765 43210',
  location: 'Bangalore, India',
  linkedin_url: 'https://www.linkedin.com/in/grace',
  resume_url: null,
  cover_letter: 'I have shipped two machine-learning side projects and want to learn more.',
  years_of_experience: 'Less than 1 year',
  expected_salary: null,
  availability: 'Immediately',
};

beforeAll(async () => {
  backend = await startContractTarget();
  anon = supabaseClient(backend.url, backend.anonKey);
  if (backend.admin) admin = await adminClient({ ...backend, admin: backend.admin });
});

const needsAdmin = ({ skip }: TestContext) => skip(!backend.admin, noAdmin);

afterAll(async () => {
  await backend?.close();
});

describe('anonymous visitors', () => {
  it('book a consultation: 201 with no body', async () => {
    const result = await anon.from('consultations').insert(booking('Ada Lovelace'));
    expect(result.error).toBeNull();
    expect(result.status).toBe(201);
    expect(result.data).toBeNull();
  });

  it('send a contact message', async () => {
    const result = await anon.from('contact_submissions').insert({
      id: randomUUID(),
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: null,
      company: null,
      message: 'Please call me back.',
    });
    expect(result.error).toBeNull();
    expect(result.status).toBe(201);
  });

  it('apply for a position', async () => {
    const result = await anon.from('job_applications').insert({ id: randomUUID(), ...application });
    expect(result.error).toBeNull();
    expect(result.status).toBe(201);
  });

  it('get 409 23505 when the outbox replays a delivered submission', async () => {
    const id = randomUUID();
    const message = { id, name: 'Replay', email: 'replay@example.com', message: 'Once only.' };
    expect((await anon.from('contact_submissions').insert(message)).status).toBe(201);
    const replay = await anon.from('contact_submissions').insert(message);
    expect(replay.status).toBe(409);
    expect(replay.error).toMatchObject({
      code: '23505',
      details: null,
      message: 'duplicate key value violates unique constraint "contact_submissions_pkey"',
    });
  });

  it('get 400 23514 for what the form would refuse', async () => {
    const result = await anon
      .from('contact_submissions')
      .insert({ name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(1001) });
    expect(result.status).toBe(400);
    expect(result.error?.code).toBe('23514');
    expect(result.error?.message).toContain('contact_submissions_message_length');
  });

  it('cannot read leads: 401 42501', async () => {
    const result = await anon.from('consultations').select('*');
    expect(result.status).toBe(401);
    expect(result.error).toMatchObject({
      code: '42501',
      message: 'permission denied for table consultations',
    });
  });

  it('cannot read back what they inserted (the app must not chain .select())', async () => {
    const result = await anon.from('consultations').insert(booking('Chained')).select();
    expect(result.status).toBe(401);
    expect(result.error?.code).toBe('42501');
  });

  it('cannot book a consultation as confirmed', async () => {
    const result = await anon
      .from('consultations')
      .insert({ ...booking('Eager'), status: 'confirmed' });
    expect(result.status).toBe(401);
    expect(result.error?.message).toBe(
      'new row violates row-level security policy for table "consultations"',
    );
  });

  it('read the three newest featured testimonials', async () => {
    const result = await anon
      .from('testimonials')
      .select('*')
      .eq('featured', true)
      .order('created_at', { ascending: false })
      .limit(3);
    expect(result.error).toBeNull();
    expect(result.data?.map((row) => row.client_name)).toEqual([
      'Priya Raman',
      'Daniel Okafor',
      'Sofia Marquez',
    ]);
    expect(result.data?.[0]).toMatchObject({
      featured: true,
      rating: 5,
      company: 'Global Logistics Corp',
    });
  });
});

describe('admins', () => {
  beforeEach(needsAdmin);

  it('read consultations and contact messages newest first', async () => {
    for (const name of ['First', 'Second', 'Third']) {
      await anon.from('consultations').insert(booking(name));
    }
    const [consultations, messages] = await Promise.all([
      admin.from('consultations').select('*').order('created_at', { ascending: false }),
      admin.from('contact_submissions').select('*').order('created_at', { ascending: false }),
    ]);
    expect(consultations.error).toBeNull();
    expect(consultations.data?.slice(0, 3).map((row) => row.name)).toEqual([
      'Third',
      'Second',
      'First',
    ]);
    expect(consultations.data?.[0]).toMatchObject({
      status: 'pending',
      preferred_date: '2026-12-01',
    });
    expect(messages.error).toBeNull();
    expect(messages.data?.length).toBeGreaterThanOrEqual(2);
  });

  it("change a consultation's status and slot and nothing else", async () => {
    const id = randomUUID();
    await anon.from('consultations').insert({ id, ...booking('Status') });

    const bare = await admin.from('consultations').update({ status: 'confirmed' }).eq('id', id);
    expect(bare.status).toBe(400);
    expect(bare.error?.code).toBe('23514');
    expect(bare.error?.message).toContain('consultations_confirmed_has_time');

    const confirm = await admin
      .from('consultations')
      .update({ status: 'confirmed', scheduled_at: '2026-12-01T04:30:00.000Z' })
      .eq('id', id);
    expect(confirm.error).toBeNull();
    expect(confirm.status).toBe(204);

    const read = await admin.from('consultations').select('status').eq('id', id).single();
    expect(read.data).toEqual({ status: 'confirmed' });

    const representation = await admin
      .from('consultations')
      .update({ status: 'completed' })
      .eq('id', id)
      .select('id, status')
      .single();
    expect(representation.data).toEqual({ id, status: 'completed' });

    const rename = await admin.from('consultations').update({ name: 'Renamed' }).eq('id', id);
    expect(rename.status).toBe(403);
    expect(rename.error?.code).toBe('42501');

    const invalid = await admin.from('consultations').update({ status: 'archived' }).eq('id', id);
    expect(invalid.status).toBe(400);
    expect(invalid.error?.code).toBe('23514');
  });

  it("remove a host's weekly window: the filtered rows, never all, never as a stranger", async () => {
    const host = await admin
      .from('booking_hosts')
      .insert({ name: 'Delete Test', time_zone: 'Europe/Berlin' })
      .select('id')
      .single();
    expect(host.error).toBeNull();
    const hours = { host_id: host.data?.id, weekday: 6, start_time: '10:00', end_time: '12:00' };
    const window = await admin.from('booking_host_hours').insert(hours).select('id').single();
    const id = String(window.data?.id);

    const unfiltered = await admin.from('booking_host_hours').delete();
    expect(unfiltered.status).toBe(400);
    expect(unfiltered.error?.code).toBe('21000');
    const stranger = await anon.from('booking_host_hours').delete().eq('id', id);
    expect(stranger.error?.code).toBe('42501');

    const removed = await admin.from('booking_host_hours').delete().eq('id', id).select('weekday');
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual([{ weekday: 6 }]);
    const again = await admin.from('booking_host_hours').delete().eq('id', id);
    expect(again.error).toBeNull();
    expect(again.status).toBe(204);
    const left = await admin.from('booking_host_hours').select('id').eq('id', id);
    expect(left.data).toEqual([]);
  });
});

describe('the search function, through /rest/v1/rpc', () => {
  beforeEach(needsAdmin);

  it('gives an admin the matching leads as one JSON value, with the total', async () => {
    await anon.from('consultations').insert(booking('Searchable Quill'));
    const { data, error, status } = await admin.rpc('search_leads', {
      lead_table: 'consultations',
      words: 'QUILL',
      columns: ['name', 'status'],
    });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ total: 1, rows: [{ name: 'Searchable Quill', status: 'pending' }] });
  });

  it('refuses anon 401 42501 and a signed-in user who is no admin 403 42501', async () => {
    const args = { lead_table: 'consultations', words: 'quill', columns: ['name'] };
    const asAnon = await anon.rpc('search_leads', args);
    expect([asAnon.status, asAnon.error?.code]).toEqual([401, '42501']);

    const user = supabaseClient(backend.url, backend.anonKey);
    await user.auth.signUp({ email: 'searcher@example.com', password: 'secret-password' });
    const asUser = await user.rpc('search_leads', args);
    expect([asUser.status, asUser.error?.code, asUser.error?.message]).toEqual([
      403,
      '42501',
      'Only admins can search leads',
    ]);
  });

  it('answers 404 PGRST202 for an unknown function or argument, as PostgREST does', async () => {
    const unknown = await admin.rpc('no_such_function' as 'search_leads', {} as never);
    expect([unknown.status, unknown.error?.code, unknown.error?.message]).toEqual([
      404,
      'PGRST202',
      'Could not find the function public.no_such_function() in the schema cache',
    ]);
    const missing = await admin.rpc('search_leads', { lead_table: 'consultations' } as never);
    expect([missing.status, missing.error?.code]).toEqual([404, 'PGRST202']);
  });

  it('answers 400 with the database message for a bad argument', async () => {
    const { status, error } = await admin.rpc('search_leads', {
      lead_table: 'consultations',
      words: 'x',
      columns: ['name'],
      page_size: 'many' as unknown as number,
    });
    expect([status, error?.code]).toEqual([400, '22P02']);
  });
});

describe('signed-in users who are not admins', () => {
  it('read an empty list of leads and update nothing', async () => {
    const user = supabaseClient(backend.url, backend.anonKey);
    await user.auth.signUp({ email: 'reader@example.com', password: 'secret-password' });
    const list = await user.from('consultations').select('*');
    expect(list.error).toBeNull();
    expect(list.data).toEqual([]);
    expect(list.status).toBe(200);

    const update = await user
      .from('consultations')
      .update({ status: 'confirmed' })
      .eq('status', 'pending')
      .select();
    expect(update.data).toEqual([]);
  });
});

describe('single-object requests', () => {
  beforeEach(needsAdmin);

  it('answer 406 PGRST116 for zero rows with .single() and null with .maybeSingle()', async () => {
    const missing = randomUUID();
    const single = await admin.from('consultations').select('*').eq('id', missing).single();
    expect(single.status).toBe(406);
    expect(single.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
    const maybe = await admin.from('consultations').select('*').eq('id', missing).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });
});

describe('held spam', () => {
  const linkFarm = {
    name: 'Link Farm',
    email: 'farm@example.com',
    message: 'Deals: https://a.example.com https://b.example.com www.c-deals.com d-deals.net',
  };

  it('is stored held with the usual 201; an admin releases or discards it', async (context) => {
    needsAdmin(context);
    const [kept, dropped] = [randomUUID(), randomUUID()];
    for (const id of [kept, dropped]) {
      expect((await anon.from('contact_submissions').insert({ id, ...linkFarm })).status).toBe(201);
    }
    // Held means held: out of the admin's reads, in the Held view only.
    const listed = await admin.from('contact_submissions').select('id').in('id', [kept, dropped]);
    expect(listed.data).toEqual([]);
    const held = await admin.rpc('held_leads', { lead_table: 'contact_submissions' });
    const reasons = (held.data as { id: string; held_reason: string }[])
      .filter(({ id }) => id === kept || id === dropped)
      .map(({ held_reason }) => held_reason);
    expect(reasons).toEqual(['too_many_links', 'too_many_links']);
    const lead = (lead_id: string) => ({ lead_table: 'contact_submissions', lead_id });
    expect((await admin.rpc('release_held_lead', lead(kept))).status).toBe(204);
    expect((await admin.rpc('discard_held_lead', lead(dropped))).status).toBe(204);
    const after = await admin
      .from('contact_submissions')
      .select('id, held_at')
      .in('id', [kept, dropped]);
    expect(after.data).toEqual([{ id: kept, held_at: null }]);
  });

  it.for<[string, Record<string, string>]>([
    ['X-Forwarded-For', { 'X-Forwarded-For': '198.51.100.1' }],
    ['CF-Connecting-IP', { 'CF-Connecting-IP': '198.51.100.2' }],
    ['X-Real-IP', { 'X-Real-IP': '198.51.100.3' }],
    [
      'all three headers',
      {
        'CF-Connecting-IP': '198.51.100.4',
        'X-Real-IP': '198.51.100.5',
        'X-Forwarded-For': '198.51.100.6, 198.51.100.7',
      },
    ],
  ])(
    'reaches SQL with the peer address, whatever a forged %s says',
    async ([, forged], context) => {
      // The peer is this machine only when the backend runs here.
      context.skip(backend.remote, embeddedOnly);
      const db = databaseOf(backend, context);
      const id = randomUUID();
      const response = await fetch(`${backend.url}/rest/v1/contact_submissions`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', ...forged },
        body: JSON.stringify({ id, name: 'Ada', email: 'ada@example.com', message: 'Hello' }),
      });
      expect(response.status).toBe(201);
      const [row] = await db.query<{ counted: boolean }>(
        `select client_hash = private.client_hash('127.0.0.1') as counted
         from public.contact_submissions where id = $1`,
        [id],
      );
      expect(row?.counted).toBe(true);
    },
  );
});

describe('the service role', () => {
  it('reads every row, past row-level security', async (context) => {
    needsAdmin(context);
    const service = supabaseClient(backend.url, backend.serviceRoleKey);
    const hidden = await service.from('testimonials').select('client_name').eq('featured', false);
    expect(hidden.data?.length).toBe(2);
    const roles = await service.from('user_roles').select('role');
    expect(roles.data).toEqual([{ role: 'admin' }]);
  });

  it('is what the new-style secret key stands for', async () => {
    const service = supabaseClient(backend.url, backend.secretKey);
    const hidden = await service.from('testimonials').select('id', { head: false }).range(0, 0);
    expect(hidden.data).toHaveLength(1);
  });
});
