// Edge Functions as `supabase functions serve` runs them: /functions/v1/<name> runs
// functions/<name>/index.ts behind Deno.env and Deno.serve, with the CLI's default secrets,
// functions/.env and the backend's own env; verify_jwt asks for a project JWT or key; an
// unknown or disabled name is 404 and a function that throws is a 500 that leaves the
// backend serving. Two backends in one process each give their functions their own env.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalBackend } from '../src/server.ts';
import type { LocalBackend } from '../src/server.ts';
import { platformProject } from './platform-project.ts';

// Read once at load, as index.ts files read their settings.
const echo = `
const loadedWith = Deno.env.toObject();
Deno.serve(async (request) => {
  Deno.env.set('CALLS', String(Number(Deno.env.get('CALLS') ?? '0') + 1));
  return Response.json({
    method: request.method,
    url: request.url,
    body: await request.text(),
    loaded: loadedWith.FROM_OPTION ?? null,
    env: Deno.env.toObject(),
    hasDotEnv: Deno.env.has('FROM_DOT_ENV'),
  }, { status: 201, headers: { 'X-Echo': 'yes' } });
});
`;
const boom = `Deno.serve({ port: 0 }, () => { throw new Error('boom'); });`;

const project = platformProject(
  ['[functions.echo]', 'verify_jwt = false', '[functions.off]', 'enabled = false'],
  {
    'functions/echo/index.ts': echo,
    'functions/guarded/index.ts': echo,
    'functions/off/index.ts': echo,
    'functions/boom/index.ts': boom,
    'functions/.env': 'FROM_DOT_ENV=dotenv\nSUPABASE_URL=http://ignored.example\n',
  },
);

let first: LocalBackend;
let second: LocalBackend;

beforeAll(async () => {
  const common = {
    projectDir: project,
    port: 0,
    db: 'memory',
    inbox: { httpPort: 0, smtpPort: 0 },
  };
  first = await startLocalBackend({ ...common, functions: { env: { FROM_OPTION: 'first' } } });
  second = await startLocalBackend({ ...common, functions: { env: { FROM_OPTION: 'second' } } });
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

interface Echo {
  method: string;
  url: string;
  body: string;
  loaded: string | null;
  env: Record<string, string>;
  hasDotEnv: boolean;
}

const call = (backend: LocalBackend, path: string, init: RequestInit = {}) =>
  fetch(`${backend.url}/functions/v1/${path}`, init);

describe('Edge Functions', () => {
  it('runs index.ts with the default secrets, functions/.env and the option', async () => {
    const response = await call(first, 'echo/deeper?x=1', { method: 'PUT', body: 'hello' });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-echo')).toBe('yes');
    const echoed = (await response.json()) as Echo;
    expect(echoed).toMatchObject({
      method: 'PUT',
      url: `${first.url}/echo/deeper?x=1`,
      body: 'hello',
      loaded: 'first',
      hasDotEnv: true,
    });
    expect(echoed.env).toMatchObject({
      SUPABASE_URL: first.url,
      SUPABASE_ANON_KEY: first.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: first.serviceRoleKey,
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: first.publishableKey }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: first.secretKey }),
      FROM_DOT_ENV: 'dotenv',
      FROM_OPTION: 'first',
      CALLS: '1',
    });
    expect(echoed.env.SUPABASE_DB_URL).toBeUndefined();
  });

  it('gives each backend its own module and env', async () => {
    const echoed = (await (await call(second, 'echo')).json()) as Echo;
    expect(echoed.loaded).toBe('second');
    expect(echoed.env).toMatchObject({ SUPABASE_URL: second.url, CALLS: '1' });
    const again = (await (await call(first, 'echo')).json()) as Echo;
    expect(again.env).toMatchObject({ SUPABASE_URL: first.url, CALLS: '2' });
  });

  it('asks for a project JWT or key where verify_jwt is on (the default)', async () => {
    const missing = await call(first, 'guarded');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      code: 'UNAUTHORIZED_NO_AUTH_HEADER',
      message: 'Missing authorization header',
    });
    const forged = await call(first, 'guarded', { headers: { Authorization: 'Bearer not.a.jwt' } });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({
      code: 'UNAUTHORIZED_INVALID_JWT_FORMAT',
      message: 'Invalid JWT',
    });
    const anon = await call(first, 'guarded', {
      headers: { Authorization: `Bearer ${first.anonKey}` },
    });
    expect(anon.status).toBe(201);
    const publishable = await call(first, 'guarded', {
      headers: { apikey: first.publishableKey, Authorization: `Bearer ${first.publishableKey}` },
    });
    expect(publishable.status).toBe(201);
  });

  it('answers 404 for a name with no function or a disabled one', async () => {
    for (const name of ['nothing-here', 'off', '_shared', '']) {
      const response = await call(first, name, { method: 'POST' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Requested function was not found',
      });
    }
  });

  it('answers 500 for a function that throws, and keeps serving', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await call(first, 'boom', {
      headers: { Authorization: `Bearer ${first.anonKey}` },
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 'WORKER_ERROR',
      message: 'Function exited due to an error (please check logs)',
    });
    expect(logged).toHaveBeenCalledWith('[functions] boom:', new Error('boom'));
    logged.mockRestore();
    expect((await call(first, 'echo')).status).toBe(201);
  });

  it('serves none with functions: false', async () => {
    const bare = await startLocalBackend({
      projectDir: project,
      port: 0,
      db: 'memory',
      inbox: { httpPort: 0, smtpPort: 0 },
      functions: false,
    });
    try {
      const response = await call(bare, 'echo');
      expect(response.status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
