// Contract tests of the local backend's /auth/v1, driven by the real
// supabase-js client the app uses: sign-up, sign-in, refresh, sign-out and
// the exact errors the app's messages depend on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supabaseClient } from '../src/test-client.ts';
import {
  adminOf,
  checksApiKeys,
  cliGateway,
  databaseOf,
  startContractTarget,
  type ContractTarget,
} from './contract-target.ts';

let backend: ContractTarget;

beforeAll(async () => {
  backend = await startContractTarget();
});

afterAll(async () => {
  await backend?.close();
});

const rawRefresh = (refreshToken: string) =>
  fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });

describe('sign-up', () => {
  it('returns a session at once and the profile insert from the spec succeeds', async () => {
    const client = supabaseClient(backend.url, backend.anonKey);
    const { data, error } = await client.auth.signUp({
      email: 'New.User@Example.com',
      password: 'secret-password',
      options: { emailRedirectTo: 'http://127.0.0.1:4173/', data: { display_name: 'New User' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email).toBe('new.user@example.com');
    expect(data.user?.user_metadata.display_name).toBe('New User');

    const userId = data.user?.id;
    if (!userId) throw new Error('sign-up returned no user');
    const insert = await client
      .from('profiles')
      .insert({ user_id: userId, display_name: 'New User' });
    expect(insert.error).toBeNull();
    expect(insert.status).toBe(201);

    const profile = await client.from('profiles').select('display_name').single();
    expect(profile.data).toEqual({ display_name: 'New User' });
  });

  it("refuses a registered e-mail with 'User already registered'", async () => {
    const client = supabaseClient(backend.url, backend.anonKey);
    await client.auth.signUp({ email: 'twice@example.com', password: 'secret-password' });
    const { data, error } = await client.auth.signUp({
      email: 'twice@example.com',
      password: 'other-password',
    });
    expect(data.session).toBeNull();
    expect(error?.message).toBe('User already registered');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
  });

  it('refuses a password shorter than six characters', async () => {
    const client = supabaseClient(backend.url, backend.anonKey);
    const { error } = await client.auth.signUp({ email: 'weak@example.com', password: '12345' });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('Password should be at least 6 characters.');
  });
});

/** The spec's admin check, as the app's auth code runs it (src/auth/auth-api.ts). */
function adminLookup(client: ReturnType<typeof supabaseClient>, userId: string) {
  return client
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .eq('role', 'admin')
    .single();
}

describe('sign-in', () => {
  it('signs the admin in and the admin lookup from the spec finds the role', async (context) => {
    const { email, password } = adminOf(backend, context);
    const client = supabaseClient(backend.url, backend.anonKey);
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    const lookup = await adminLookup(client, data.user?.id ?? '');
    expect(lookup.error).toBeNull();
    expect(lookup.data).toEqual({ role: 'admin' });
  });

  it('answers the admin lookup of a plain user with 406 PGRST116', async () => {
    const client = supabaseClient(backend.url, backend.anonKey);
    const { data } = await client.auth.signUp({
      email: 'plain@example.com',
      password: 'secret-password',
    });
    const lookup = await adminLookup(client, data.user?.id ?? '');
    expect(lookup.status).toBe(406);
    expect(lookup.error?.code).toBe('PGRST116');
    expect(lookup.error?.details).toBe('The result contains 0 rows');
  });

  it.each([
    ['a wrong password', 'admin@example.com', 'wrong-password'],
    ['an unknown e-mail', 'nobody@example.com', 'admin-password'],
  ])("refuses %s with 'Invalid login credentials'", async (_case, email, password) => {
    const client = supabaseClient(backend.url, backend.anonKey);
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(data.session).toBeNull();
    expect(error?.message).toBe('Invalid login credentials');
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
  });
});

describe('sessions', () => {
  it('refreshes with a rotated refresh token, and gives the answer a client lost back', async () => {
    const client = supabaseClient(backend.url, backend.anonKey);
    const { data } = await client.auth.signUp({
      email: 'rotate@example.com',
      password: 'secret-password',
    });
    const first = data.session?.refresh_token ?? '';

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session?.refresh_token ?? '';
    expect(second).not.toBe(first);
    expect(refreshed.data.session?.access_token).toBeTruthy();

    // The current token is the spent one's child: GoTrue answers with it again.
    const replay = await rawRefresh(first);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ refresh_token: second });
  });

  it('forgives a spent token within refresh_token_reuse_interval and ends the session after', async (context) => {
    const db = databaseOf(backend, context);
    const client = supabaseClient(backend.url, backend.anonKey);
    const { data } = await client.auth.signUp({
      email: 'replay@example.com',
      password: 'secret-password',
    });
    const first = data.session?.refresh_token ?? '';
    const second = (await client.auth.refreshSession()).data.session?.refresh_token ?? '';
    await client.auth.refreshSession();
    const fourth = (await client.auth.refreshSession()).data.session?.refresh_token ?? '';

    // Another tab refreshing at the same time: config.toml gives it 10 s, and a child.
    const concurrent = await rawRefresh(second);
    expect(concurrent.status).toBe(200);
    const child = ((await concurrent.json()) as { refresh_token: string }).refresh_token;
    expect([second, fourth]).not.toContain(child);

    const interval = backend.config.auth.refreshTokenReuseSeconds;
    await db.query(
      `update auth.refresh_tokens set updated_at = now() - make_interval(secs => $2)
        where token = $1`,
      [first, interval + 1],
    );
    const replay = await rawRefresh(first);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // Reuse that late means the token leaked: the whole session is gone, its newest token included.
    expect((await rawRefresh(fourth)).status).toBe(400);
  });

  it('reads the signed-in user and signs out, revoking the session', async () => {
    const client = supabaseClient(backend.url, backend.anonKey);
    const { data } = await client.auth.signUp({
      email: 'leave@example.com',
      password: 'secret-password',
    });
    const accessToken = data.session?.access_token ?? '';
    const refreshToken = data.session?.refresh_token ?? '';

    const user = await client.auth.getUser();
    expect(user.data.user?.email).toBe('leave@example.com');

    const signOut = await client.auth.signOut();
    expect(signOut.error).toBeNull();

    const refresh = await rawRefresh(refreshToken);
    expect(refresh.status).toBe(400);
    expect(await refresh.json()).toMatchObject({ code: 'refresh_token_not_found' });
    const stale = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${accessToken}` },
    });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ code: 'session_not_found' });
    // supabase-js turns session_not_found into "signed out".
    const viaClient = await client.auth.getUser(accessToken);
    expect(viaClient.error?.name).toBe('AuthSessionMissingError');
  });

  it("signs one device out with scope 'local' (the app's sign-out) and keeps the others", async () => {
    const laptop = supabaseClient(backend.url, backend.anonKey);
    const { data } = await laptop.auth.signUp({
      email: 'two-devices@example.com',
      password: 'secret-password',
    });
    const laptopRefresh = data.session?.refresh_token ?? '';
    const phone = supabaseClient(backend.url, backend.anonKey);
    const signedIn = await phone.auth.signInWithPassword({
      email: 'two-devices@example.com',
      password: 'secret-password',
    });
    const phoneRefresh = signedIn.data.session?.refresh_token ?? '';

    expect((await laptop.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await laptop.auth.getSession()).data.session).toBeNull();

    const laptopAgain = await rawRefresh(laptopRefresh);
    expect(laptopAgain.status).toBe(400);
    expect(await laptopAgain.json()).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await rawRefresh(phoneRefresh)).status).toBe(200);
  });

  it('answers GoTrue errors in both formats, with the API version header the client reads', async () => {
    // Without a user token the gateway forwards the anon key, which has no user.
    const response = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('access-control-expose-headers')).toContain(
      'X-Supabase-Api-Version',
    );
    expect(await response.json()).toEqual({
      code: 'bad_jwt',
      error_code: 'bad_jwt',
      msg: 'invalid claim: missing sub claim',
      message: 'invalid claim: missing sub claim',
    });
  });

  it('refuses requests without a project API key, as the gateway does', async ({ skip }) => {
    skip(!checksApiKeys(backend), cliGateway);
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      body: JSON.stringify({ email: 'someone@example.com', password: 'secret-password' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  });
});
