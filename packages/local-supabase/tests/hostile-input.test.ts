// Hostile input to the local backend, over raw HTTP: text Postgres cannot store, oversized
// passwords and metadata, and tokens with bad claims. Each gets a 4xx that says why,
// never a 500, and the server keeps serving.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxUserMetadataBytes } from '../src/auth-common.ts';
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

const headers = () => ({ apikey: backend.anonKey, 'content-type': 'application/json' });
const now = () => Math.floor(Date.now() / 1000);

function auth(path: string, body: RequestInit['body']) {
  return fetch(`${backend.url}/auth/v1/${path}`, { method: 'POST', headers: headers(), body });
}

function insertContact(body: RequestInit['body'], query = '') {
  return fetch(`${backend.url}/rest/v1/contact_submissions${query}`, {
    method: 'POST',
    headers: { ...headers(), prefer: 'return=minimal' },
    body,
  });
}

const contact = (name: string) =>
  `{"name":${JSON.stringify(name)},"email":"a@example.com","message":"Hello there"}`;

describe('text Postgres cannot store', () => {
  it.each([
    ['sign-up', 'signup'],
    ['sign-in', 'token?grant_type=password'],
  ])('a NUL in the e-mail at %s: 400 with the reason', async (_, path) => {
    const response = await auth(path, '{"email":"a\\u0000b@example.com","password":"secret-1"}');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toMatch(/NUL character/);
  });

  it('a lone surrogate at sign-up: 400 with the reason', async () => {
    const response = await auth('signup', '{"email":"\\ud800@example.com","password":"secret-1"}');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toMatch(/lone UTF-16 surrogate/);
  });

  it.each([
    ['a NUL', contact('a\u0000b'), /NUL character/],
    ['a lone surrogate', contact('\ud800'), /lone UTF-16 surrogate/],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x6e, 0xff, 0x22, 0x7d]), /not valid UTF-8/],
  ])('%s in a REST body: 400 PGRST102 with the reason', async (_, body, reason) => {
    const response = await insertContact(body);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { code: string; message: string };
    expect(error.code).toBe('PGRST102');
    expect(error.message).toMatch(reason);
  });

  it.each([
    ['%00', /NUL character/],
    ['%ED%A0%80', /not valid %-encoded UTF-8/],
    ['%FF', /not valid %-encoded UTF-8/],
  ])('%s in a query string: 400 with the reason', async (escape, reason) => {
    const response = await fetch(`${backend.url}/rest/v1/testimonials?client_name=eq.${escape}`, {
      headers: headers(),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(reason);
  });

  it('keeps serving after all of them', async () => {
    const response = await insertContact(contact('Ada'));
    expect(response.status).toBe(201);
  });
});

describe('sign-up limits', () => {
  it('refuses a password over 72 bytes with Supabase Auth’s wording, instead of truncating it', async () => {
    const response = await auth(
      'signup',
      JSON.stringify({ email: 'long@example.com', password: 'p'.repeat(10_000) }),
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as { msg: string }).msg).toBe(
      'Password cannot be longer than 72 characters',
    );
    // 72 ASCII bytes are fine; 25 three-byte characters (75 bytes) are not.
    const fits = await auth(
      'signup',
      JSON.stringify({ email: 'fits@example.com', password: 'p'.repeat(72) }),
    );
    expect(fits.status).toBe(200);
    const wide = await auth(
      'signup',
      JSON.stringify({ email: 'wide@example.com', password: '€'.repeat(25) }),
    );
    expect(wide.status).toBe(422);
  });

  it('refuses at sign-in a password over 72 bytes whose first 72 are right', async () => {
    const password = 'p'.repeat(72);
    const signUp = await auth('signup', JSON.stringify({ email: 'exact@example.com', password }));
    expect(signUp.status).toBe(200);
    const signIn = (attempt: string) =>
      fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'exact@example.com', password: attempt }),
      });
    expect((await signIn(password)).status).toBe(200);
    const longer = await signIn(`${password}anything`);
    expect(longer.status).toBe(422);
    expect(((await longer.json()) as { msg: string }).msg).toBe(
      'Password cannot be longer than 72 characters',
    );
  });

  it(`refuses user metadata over ${maxUserMetadataBytes} bytes`, async () => {
    const response = await auth(
      'signup',
      JSON.stringify({
        email: 'meta@example.com',
        password: 'secret-1',
        data: { display_name: 'x'.repeat(900 * 1024) },
      }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { msg: string }).msg).toMatch(/metadata/);
  });
});

describe('token claims', () => {
  const read = (token: string) =>
    fetch(`${backend.url}/rest/v1/testimonials`, {
      headers: { ...headers(), authorization: `Bearer ${token}` },
    });

  it.each([
    ['a string exp', { role: 'anon', exp: String(now() + 3600) }],
    ['a foreign audience', { role: 'anon', aud: 'someone-else', exp: now() + 3600 }],
    ['a user token without an audience', { role: 'authenticated', sub: 'u', exp: now() + 3600 }],
  ])('refuses %s with 401 PGRST301', async (_, claims) => {
    const response = await read(await signJwt(claims));
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST301');
  });

  it('accepts a user token for the authenticated audience', async () => {
    const claims = { role: 'authenticated', aud: 'authenticated', sub: 'u', exp: now() + 3600 };
    expect((await read(await signJwt(claims))).status).toBe(200);
  });
});
