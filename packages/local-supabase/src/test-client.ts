// A real @supabase/supabase-js client for tests against the local backend, usable on Node
// 20: supabase-js builds a realtime client that throws without a WebSocket
// class, and realtime is not part of the local backend, so it gets one that
// refuses to connect. Sessions live in memory and never refresh on a timer.
import { createClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

const noRealtime = class {
  constructor() {
    throw new Error('Realtime is not served by the local backend');
  }
} as unknown as Transport;

export function supabaseClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: noRealtime },
    db: { retry: false },
  } as SupabaseClientOptions<'public'>);
}

/** Signs a fresh client in; throws if the backend refuses. */
export async function signedInClient(
  url: string,
  key: string,
  email: string,
  password: string,
): Promise<SupabaseClient> {
  const client = supabaseClient(url, key);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** The authenticator app's code `offsetSeconds` from now. */
export const totpCode = (secret: string, offsetSeconds = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + offsetSeconds * 1000,
  });

/**
 * Verifies a code as a person would: the one shown now, or, when the server refuses it
 * because an earlier sign-in used it, the next one (the window takes one step ahead).
 */
async function verifyCode(client: SupabaseClient, factorId: string, secret: string) {
  for (const offset of [0, 30]) {
    const { error } = await client.auth.mfa.challengeAndVerify({
      factorId,
      code: totpCode(secret, offset),
    });
    if (!error) return;
    if (offset > 0 || error.code !== 'mfa_verification_failed') throw error;
  }
}

/**
 * A client signed in with the password and raised to aal2 with a TOTP code: with the
 * secret of the account's factor, or through a factor enrolled now when it has none.
 */
export async function aal2Client(
  url: string,
  key: string,
  email: string,
  password: string,
  secret?: string,
): Promise<SupabaseClient> {
  const client = await signedInClient(url, key, email, password);
  const { mfa } = client.auth;
  if (secret) {
    const { data, error } = await mfa.listFactors();
    if (error) throw error;
    const [factor] = data.totp;
    if (!factor) throw new Error(`${email} has no verified factor`);
    await verifyCode(client, factor.id, secret);
    return client;
  }
  const { data, error } = await mfa.enroll({ factorType: 'totp', friendlyName: 'Tests' });
  if (error) throw error;
  await verifyCode(client, data.id, data.totp.secret);
  return client;
}

const adminClients = new WeakMap<object, Promise<SupabaseClient>>();

/** The seeded admin at aal2, one client per backend (a second sign-in would need a new code). */
export function adminClient(backend: {
  url: string;
  anonKey: string;
  admin: { email: string; password: string; totpSecret?: string };
}): Promise<SupabaseClient> {
  let client = adminClients.get(backend);
  if (!client) {
    const { email, password, totpSecret } = backend.admin;
    client = aal2Client(backend.url, backend.anonKey, email, password, totpSecret);
    adminClients.set(backend, client);
  }
  return client;
}
