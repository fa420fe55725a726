// Two local backends started from other config.toml files than the project's: their
// [api], [db.seed], [auth], [auth.email] and [auth.mfa.totp] values change what they answer,
// as the same keys change the Supabase CLI's PostgREST and GoTrue.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend } from '../src/server.ts';
import type { LocalBackend } from '../src/server.ts';
import { projectDir } from './test-project.ts';

const workDir = mkdtempSync(join(tmpdir(), 'config-driven-'));

function configFile(name: string, lines: string[]): string {
  const file = join(workDir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const admin = {
  email: 'owner@example.com',
  password: 'owner-password',
  totpSecret: 'KRSXG5CTMVRXEZLUKN2XAZLDNFZGKZLU',
};

/** A port nothing listens on now, for a backend that takes [api] port from its file. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let tuned: LocalBackend;
let closed: LocalBackend;
let closedPort: number;

function call(backend: LocalBackend, path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  return fetch(`${backend.url}${path}`, {
    ...rest,
    headers: {
      apikey: backend.anonKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...rest.headers,
    },
  });
}

const post = (backend: LocalBackend, path: string, body: object, token?: string) =>
  call(backend, path, { method: 'POST', body: JSON.stringify(body), token });

function claimsOf(accessToken: string): { exp: number; iat: number } {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp: number; iat: number };
}

describe('a backend started from another config.toml', () => {
  beforeAll(async () => {
    writeFileSync(
      join(workDir, 'seed-elsewhere.sql'),
      `insert into public.testimonials (client_name, role, company, content, rating, featured)
       values ('Seeded Elsewhere', 'Tester', 'Config Ltd', 'Seeded from another config.toml.', 5, true);\n`,
    );
    const tunedFile = configFile('tuned.toml', [
      '[api]',
      'extra_search_path = ["extensions"]',
      'max_rows = 2',
      '[db.seed]',
      'sql_paths = ["./seed-elsewhere.sql"]',
      '[auth]',
      'jwt_expiry = 120',
      'minimum_password_length = 10',
      'refresh_token_reuse_interval = 0',
      'enable_refresh_token_rotation = false',
    ]);
    closedPort = await freePort();
    const closedFile = configFile('closed.toml', [
      '[api]',
      `port = ${closedPort}`,
      '[db.seed]',
      'enabled = false',
      '[auth]',
      'enable_signup = false',
      '[auth.email]',
      'enable_signup = false',
    ]);
    const common = {
      db: 'memory',
      admin,
      inbox: { httpPort: 0, smtpPort: 0 },
    } as const;
    [tuned, closed] = await Promise.all([
      startLocalBackend({ projectDir, ...common, port: 0, config: tunedFile }),
      startLocalBackend({ projectDir, ...common, config: closedFile }),
    ]);
    await tuned.db.exec(
      `create function public.five_numbers() returns setof integer
         language sql as $$ select generate_series(1, 5) $$;
       create function public.search_path_now() returns text
         language sql as $$ select current_setting('search_path') $$;`,
    );
  });

  afterAll(async () => {
    await Promise.all([tuned?.close(), closed?.close()]);
    rmSync(workDir, { recursive: true, force: true });
  });

  it('issues tokens for [auth] jwt_expiry and refuses passwords under minimum_password_length', async () => {
    const short = await post(tuned, '/auth/v1/signup', {
      email: 'short@example.com',
      password: 'nine-char',
    });
    expect(short.status).toBe(422);
    expect(await short.json()).toMatchObject({
      code: 'weak_password',
      message: 'Password should be at least 10 characters.',
    });

    const signUp = await post(tuned, '/auth/v1/signup', {
      email: 'tuned@example.com',
      password: 'ten-chars!',
    });
    expect(signUp.status).toBe(200);
    const session = (await signUp.json()) as { access_token: string; expires_in: number };
    expect(session.expires_in).toBe(120);
    const claims = claimsOf(session.access_token);
    expect(claims.exp - claims.iat).toBe(120);
  });

  it('follows refresh_token_reuse_interval and enable_refresh_token_rotation', async () => {
    const signUp = await post(tuned, '/auth/v1/signup', {
      email: 'replay@example.com',
      password: 'replay-password',
    });
    const tokens = [((await signUp.json()) as { refresh_token: string }).refresh_token];
    for (const step of [1, 2]) {
      const refreshed = await post(tuned, '/auth/v1/token?grant_type=refresh_token', {
        refresh_token: tokens[step - 1],
      });
      tokens.push(((await refreshed.json()) as { refresh_token: string }).refresh_token);
    }
    // Spent two refreshes ago, with no interval to forgive it: refused.
    const replay = await post(tuned, '/auth/v1/token?grant_type=refresh_token', {
      refresh_token: tokens[0],
    });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: 'refresh_token_already_used' });
    // Without rotation the replay does not end the session.
    const current = await post(tuned, '/auth/v1/token?grant_type=refresh_token', {
      refresh_token: tokens[2],
    });
    expect(current.status).toBe(200);
  });

  it('answers reads and set-returning calls with at most [api] max_rows rows', async () => {
    const service = {
      apikey: tuned.serviceRoleKey,
      authorization: `Bearer ${tuned.serviceRoleKey}`,
    };
    const rows = Array.from({ length: 5 }, (_, index) => ({
      name: `Row ${index}`,
      email: `row${index}@example.com`,
      message: 'Counting rows',
    }));
    const insert = await call(tuned, '/rest/v1/contact_submissions', {
      method: 'POST',
      body: JSON.stringify(rows),
      headers: service,
    });
    expect(insert.status).toBe(201);

    const read = await call(tuned, '/rest/v1/contact_submissions?select=email&limit=4', {
      headers: { ...service, prefer: 'count=exact' },
    });
    expect(read.status).toBe(206);
    expect(read.headers.get('content-range')).toBe('0-1/5');
    expect(await read.json()).toHaveLength(2);

    const numbers = await call(tuned, '/rest/v1/rpc/five_numbers', {
      method: 'POST',
      body: '{}',
      headers: service,
    });
    expect(await numbers.json()).toEqual([1, 2]);
  });

  it('puts [api] extra_search_path after the exposed schema', async () => {
    const answer = await post(tuned, '/rest/v1/rpc/search_path_now', {});
    expect(await answer.json()).toBe('"public", "extensions"');
  });

  it('seeds a new database from [db.seed] sql_paths, or not at all when it is off', async () => {
    const names = async (backend: LocalBackend) =>
      (await call(backend, '/rest/v1/testimonials?select=client_name')).json();
    expect(await names(tuned)).toEqual([{ client_name: 'Seeded Elsewhere' }]);
    expect(await names(closed)).toEqual([]);
  });

  it('leaves TOTP off when [auth.mfa.totp] does not turn it on, as the CLI does', async () => {
    const user = await post(tuned, '/auth/v1/signup', {
      email: 'no-totp@example.com',
      password: 'no-totp-password',
    });
    const { access_token: userToken } = (await user.json()) as { access_token: string };
    const enroll = await post(tuned, '/auth/v1/factors', { factor_type: 'totp' }, userToken);
    expect(enroll.status).toBe(422);
    expect(await enroll.json()).toMatchObject({
      code: 'mfa_totp_enroll_not_enabled',
      message: 'MFA enroll is disabled for TOTP',
    });

    const signIn = await post(tuned, '/auth/v1/token?grant_type=password', admin);
    const session = (await signIn.json()) as {
      access_token: string;
      user: { factors: { id: string }[] };
    };
    const factorId = session.user.factors[0]?.id ?? '';
    const challenge = await post(
      tuned,
      `/auth/v1/factors/${factorId}/challenge`,
      {},
      session.access_token,
    );
    expect(challenge.status).toBe(422);
    expect(await challenge.json()).toMatchObject({
      code: 'mfa_totp_verify_not_enabled',
      message: 'MFA verification is disabled for TOTP',
    });
  });

  it('listens on [api] port when the caller names none', () => {
    expect(new URL(closed.url).port).toBe(String(closedPort));
  });

  it('refuses sign-ups with [auth] enable_signup off, and e-mail sign-ins with [auth.email] off', async () => {
    const signUp = await post(closed, '/auth/v1/signup', {
      email: 'late@example.com',
      password: 'late-password',
    });
    expect(signUp.status).toBe(422);
    expect(await signUp.json()).toMatchObject({
      code: 'signup_disabled',
      error_code: 'signup_disabled',
      msg: 'Signups not allowed for this instance',
    });

    const signIn = await post(closed, '/auth/v1/token?grant_type=password', admin);
    expect(signIn.status).toBe(422);
    expect(await signIn.json()).toMatchObject({
      code: 'email_provider_disabled',
      message: 'Email logins are disabled',
    });
    const recover = await post(closed, '/auth/v1/recover', { email: admin.email });
    expect(recover.status).toBe(400);
    expect(await recover.json()).toMatchObject({ code: 'email_provider_disabled' });
  });
});
