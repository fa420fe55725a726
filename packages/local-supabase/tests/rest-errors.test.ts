// What the local backend refuses, over raw HTTP: malformed JSON, unknown
// tables and columns, bad tokens, oversized bodies, foreign schemas. Each
// answer must carry PostgREST's error shape, and the server must keep serving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../src/jwt.ts';
import { startLocalBackend } from '../src/server.ts';
import type { LocalBackend } from '../src/server.ts';
import { projectDir } from './test-project.ts';

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startLocalBackend({ projectDir, port: 0, db: 'memory' });
});

afterAll(async () => {
  await backend?.close();
});

function rest(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: backend.anonKey, 'content-type': 'application/json', ...init.headers },
  });
}

async function expectError(
  response: Response,
  status: number,
  code: string | null,
  message?: string,
) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(body.code).toBe(code);
  if (message) expect(body.message).toBe(message);
}

const now = () => Math.floor(Date.now() / 1000);

describe('the REST API refuses', () => {
  it('malformed JSON with 400 PGRST102', async () => {
    const response = await rest('contact_submissions', { method: 'POST', body: '{"name": ' });
    await expectError(response, 400, 'PGRST102', 'Empty or invalid json');
  });

  it('a body that is not an object or array of objects', async () => {
    const response = await rest('contact_submissions', { method: 'POST', body: '"text"' });
    await expectError(response, 400, 'PGRST102');
  });

  it('an unknown table with 404 PGRST205', async () => {
    const response = await rest('secrets?select=*');
    await expectError(
      response,
      404,
      'PGRST205',
      "Could not find the table 'public.secrets' in the schema cache",
    );
  });

  it('an unknown column in an insert with 400 PGRST204', async () => {
    const response = await rest('contact_submissions', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Hi',
        is_admin: true,
      }),
    });
    await expectError(
      response,
      400,
      'PGRST204',
      "Could not find the 'is_admin' column of 'contact_submissions' in the schema cache",
    );
  });

  it('an unknown column in select, filters and order with 400 42703', async () => {
    for (const query of ['select=nope', 'nope=eq.1', 'order=nope.desc']) {
      await expectError(await rest(`testimonials?${query}`), 400, '42703');
    }
  });

  it('values of the wrong type with 400 22P02, cast by Postgres', async () => {
    await expectError(await rest('testimonials?id=eq.not-a-uuid'), 400, '22P02');
  });

  it('filters, orders and limits it cannot parse with 400 PGRST100', async () => {
    for (const query of [
      'featured=near.x',
      'order=created_at.sideways',
      'limit=-1',
      'or=client_name.eq.1',
      'or=(client_name.eq.1',
      'client_name=in.x',
    ]) {
      await expectError(await rest(`testimonials?${query}`), 400, 'PGRST100');
    }
  });

  it('SQL in a filter value as plain data', async () => {
    const response = await rest(
      `testimonials?client_name=eq.${encodeURIComponent("x' or '1'='1")}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('a token with a bad signature with 401 PGRST301', async () => {
    const forged = `${backend.serviceRoleKey.slice(0, -4)}AAAA`;
    const response = await rest('testimonials', { headers: { authorization: `Bearer ${forged}` } });
    expect(response.headers.get('www-authenticate')).toContain('invalid_token');
    await expectError(response, 401, 'PGRST301');
  });

  it('a token that is not a JWT with 401 PGRST301', async () => {
    const response = await rest('testimonials', { headers: { authorization: 'Bearer garbage' } });
    await expectError(response, 401, 'PGRST301');
  });

  it('an expired token with 401 PGRST303', async () => {
    const expired = await signJwt({
      role: 'authenticated',
      sub: crypto.randomUUID(),
      exp: now() - 60,
    });
    const response = await rest('testimonials', {
      headers: { authorization: `Bearer ${expired}` },
    });
    await expectError(response, 401, 'PGRST303', 'JWT expired');
  });

  it('a validly signed token for a database role outside the API roles', async () => {
    const superuser = await signJwt({ role: 'postgres', exp: now() + 60 });
    const response = await rest('consultations', {
      headers: { authorization: `Bearer ${superuser}` },
    });
    await expectError(response, 401, '42501', 'permission denied to set role "postgres"');
  });

  // A missing or unknown API key: api-keys-contract.test.ts.

  it('a body over 1 MB with 413', async () => {
    const response = await rest('contact_submissions', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Big',
        email: 'big@example.com',
        message: 'x'.repeat(1_100_000),
      }),
    });
    await expectError(response, 413, 'PGRST413');
  });

  it('a schema other than public with 406 PGRST106', async () => {
    const response = await rest('users', { headers: { 'accept-profile': 'auth' } });
    await expectError(response, 406, 'PGRST106');
  });

  it('an update without filters with 400 21000, as pg-safeupdate does', async () => {
    const response = await rest('consultations', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${backend.serviceRoleKey}` },
      body: JSON.stringify({ status: 'cancelled' }),
    });
    await expectError(response, 400, '21000');
  });

  it('methods it does not serve with 405', async () => {
    await expectError(await rest('testimonials', { method: 'PUT' }), 405, 'PGRST117');
    await expectError(await rest('rpc/search_leads'), 405, 'PGRST117');
  });

  it('function arguments that are not one JSON object with 400 PGRST102', async () => {
    const response = await rest('rpc/search_leads', { method: 'POST', body: '[1, 2]' });
    await expectError(response, 400, 'PGRST102', 'Empty or invalid json');
  });
});

describe('the server', () => {
  it('answers CORS preflights for the headers supabase-js sends', async () => {
    const response = await fetch(`${backend.url}/rest/v1/consultations`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4173',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'apikey, authorization, content-type, x-client-info, prefer',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const name of [
      'apikey',
      'authorization',
      'content-profile',
      'x-supabase-api-version',
      'prefer',
    ]) {
      expect(allowed).toContain(name);
    }
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('reports the range it returns in Content-Range', async () => {
    const page = await rest('testimonials?select=id&order=created_at.desc&limit=2&offset=1');
    expect(page.headers.get('content-range')).toBe('1-2/*');
    const empty = await rest('testimonials?select=id&limit=0');
    expect(empty.headers.get('content-range')).toBe('*/*');
  });

  it('keeps serving after all of the above', async () => {
    const response = await rest('testimonials?select=client_name&featured=eq.true&limit=1');
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(1);
    const health = await fetch(`${backend.url}/auth/v1/health`, {
      headers: { apikey: backend.anonKey },
    });
    expect(health.status).toBe(200);
  });
});
