// An admin's own set-up with the grant's one-time set-up code, against the embedded backend
// with the real supabase-js: the password alone reads no secret and no leads; the code, once,
// gives the very URI admin:grant printed, and its code raises the session to an admin at aal2;
// a password holder guessing codes is refused (429) after 5 wrong tries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin } from 'local-supabase/admin';
import { totpCode } from 'local-supabase/test-client';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import { supabaseClient } from './supabase-client.ts';

let backend: AppBackend;

beforeAll(async () => {
  backend = await startAppBackend({ port: 0, db: 'memory', functions: false });
});

afterAll(async () => {
  await backend?.close();
});

async function grantedAdmin(email: string, password: string) {
  const client = supabaseClient(backend.url, backend.anonKey);
  expect((await client.auth.signUp({ email, password })).error).toBeNull();
  const granted = await grantAdmin(backend.db, email);
  if (!granted) throw new Error(`no grant for ${email}`);
  expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
  return { client, granted };
}

describe("an admin's set-up code", () => {
  it('shows the granted factor once, and its code makes an admin at aal2', async () => {
    const visitor = supabaseClient(backend.url, backend.anonKey);
    const lead = { name: 'Set-up Lead', email: 'lead.set-up@example.com', message: 'Hello.' };
    expect((await visitor.from('contact_submissions').insert(lead)).error).toBeNull();
    const { client, granted } = await grantedAdmin('ada.set-up@example.com', 'ada-password-1');
    expect(granted.setUpCode).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
    expect((await client.rpc('has_admin_set_up_code')).data).toBe(true);
    const leads = () => client.from('contact_submissions').select('name');
    expect((await leads()).data).toEqual([]);

    const redeemed = await client.rpc('redeem_admin_set_up', { code: granted.setUpCode });
    expect(redeemed).toMatchObject({ data: granted.uri, error: null });
    expect((await client.rpc('redeem_admin_set_up', { code: granted.setUpCode })).data).toBeNull();
    expect((await client.rpc('has_admin_set_up_code')).data).toBe(false);

    const secret = new URL(granted.uri).searchParams.get('secret') ?? '';
    const { data: factors } = await client.auth.mfa.listFactors();
    const factorId = factors?.totp[0]?.id ?? '';
    const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret) });
    expect(verified.error).toBeNull();
    expect((await leads()).data).toEqual([{ name: 'Set-up Lead' }]);
  });

  it('refuses every code after 5 wrong tries, the right one too', async () => {
    const { client, granted } = await grantedAdmin('eve.set-up@example.com', 'eve-password-1');
    for (const guess of ['0000', '1111', '2222', '3333', '4444']) {
      const wrong = await client.rpc('redeem_admin_set_up', { code: guess.repeat(4) });
      expect(wrong).toMatchObject({ data: null, error: null });
    }
    const refused = await client.rpc('redeem_admin_set_up', { code: granted.setUpCode });
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe('Too many wrong set-up codes: try again in 15 minutes.');
  });
});
