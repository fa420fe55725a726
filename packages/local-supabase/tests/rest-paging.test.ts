// Contract tests of the PostgREST features the admin dashboard pages and searches with:
// ranges (limit/offset and the Range header), Content-Range with Prefer: count=exact,
// 206 and 416, or/and logic trees, like/ilike with *, in lists, not, and multi-column
// order; as PostgREST documents them, driven by supabase-js where it has a call for it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend } from '../src/server.ts';
import type { LocalBackend } from '../src/server.ts';
import { supabaseClient } from '../src/test-client.ts';
import { projectDir } from './test-project.ts';

let backend: LocalBackend;
let service: SupabaseClient;
const marker = 'paging-contract';

const names = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Lovelace, Ada',
  'Katherine Johnson',
  'Ada Yonath',
];

beforeAll(async () => {
  backend = await startLocalBackend({ projectDir, port: 0, db: 'memory' });
  service = supabaseClient(backend.url, backend.serviceRoleKey);
  const rows = Array.from({ length: 30 }, (_, index) => ({
    name: names[index % names.length]!,
    email: `person${index}@example.com`,
    company: marker,
    message: `Message number ${index}`,
  }));
  const { error } = await service.from('contact_submissions').insert(rows);
  if (error) throw new Error(error.message);
});

afterAll(async () => {
  await backend?.close();
});

const contacts = () => service.from('contact_submissions');

describe('pages', () => {
  it('a first page with the exact total: 206, ten rows, count 30', async () => {
    const page = await contacts()
      .select('email', { count: 'exact' })
      .eq('company', marker)
      .order('email')
      .range(0, 9);
    expect(page.status).toBe(206);
    expect(page.count).toBe(30);
    expect(page.data).toHaveLength(10);
  });

  it('the last page, and a page past the end: 416 PGRST103', async () => {
    const last = await contacts()
      .select('email', { count: 'exact' })
      .eq('company', marker)
      .range(25, 34);
    expect(last.data).toHaveLength(5);
    expect(last.count).toBe(30);
    const past = await contacts()
      .select('email', { count: 'exact' })
      .eq('company', marker)
      .range(30, 39);
    expect(past.status).toBe(416);
    expect(past.error?.code).toBe('PGRST103');
  });

  it('every row at once with the total: 200', async () => {
    const all = await contacts().select('email', { count: 'exact' }).eq('company', marker);
    expect(all.status).toBe(200);
    expect(all.count).toBe(30);
  });

  it('a Range header, alone and with limit/offset: the rows both ask for', async () => {
    const read = (range: string, query = '') =>
      fetch(
        `${backend.url}/rest/v1/contact_submissions?select=email&company=eq.${marker}&order=email${query}`,
        {
          headers: {
            apikey: backend.serviceRoleKey,
            range,
            'range-unit': 'items',
            prefer: 'count=exact',
          },
        },
      );
    const first = await read('0-4');
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe('0-4/30');
    const narrowed = await read('0-9', '&offset=5&limit=10');
    expect(narrowed.headers.get('content-range')).toBe('5-9/30');
    const open = await read('28-');
    expect(open.headers.get('content-range')).toBe('28-29/30');
  });
});

describe('search and filters', () => {
  it('or with ilike over several columns, * as the wildcard', async () => {
    const found = await contacts()
      .select('name')
      .eq('company', marker)
      .or('name.ilike.*lovelace*,email.ilike.person1@*');
    const got = new Set(found.data?.map((row) => row.name));
    expect(got).toEqual(new Set(['Ada Lovelace', 'Lovelace, Ada', 'Grace Hopper']));
  });

  it('in, with a value that holds a comma', async () => {
    const found = await contacts()
      .select('name')
      .eq('company', marker)
      .in('name', ['Lovelace, Ada', 'Alan Turing']);
    expect(found.data).toHaveLength(10);
  });

  it('not, and a nested and() inside or()', async () => {
    const notAda = await contacts()
      .select('name')
      .eq('company', marker)
      .not('name', 'like', 'Ada*');
    expect(notAda.data?.every((row) => !String(row.name).startsWith('Ada'))).toBe(true);
    expect(notAda.data).toHaveLength(20);
    const nested = await contacts()
      .select('email')
      .eq('company', marker)
      .or('and(name.eq.Ada Yonath,email.eq.person5@example.com),email.eq.person0@example.com');
    expect(nested.data?.map((row) => row.email).sort()).toEqual([
      'person0@example.com',
      'person5@example.com',
    ]);
  });

  it('orders by several columns', async () => {
    const ordered = await contacts()
      .select('name,email')
      .eq('company', marker)
      .order('name', { ascending: false })
      .order('email')
      .limit(3);
    expect(ordered.data?.map((row) => row.name)).toEqual([
      'Lovelace, Ada',
      'Lovelace, Ada',
      'Lovelace, Ada',
    ]);
    expect(ordered.data?.map((row) => row.email)).toEqual([
      'person15@example.com',
      'person21@example.com',
      'person27@example.com',
    ]);
  });

  it('refuses a logic tree it cannot parse with 400 PGRST100', async () => {
    const broken = await contacts().select('name').or('name.eq.(unclosed');
    expect(broken.status).toBe(400);
    expect(broken.error?.code).toBe('PGRST100');
  });
});

describe('HEAD', () => {
  it('counts with Prefer: count=exact and sends no rows', async () => {
    const head = await contacts().select('*', { count: 'exact', head: true }).eq('company', marker);
    expect(head.count).toBe(30);
    expect(head.data).toBeNull();
    expect(head.error).toBeNull();
  });
});
