// A real @supabase/supabase-js client for the contract tests, usable on Node
// 20: supabase-js builds a realtime client that throws without a WebSocket
// class, and realtime is not part of the local backend, so it gets one that
// refuses to connect. Sessions live in memory and never refresh on a timer.
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient, SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from '../../src/shared/database.types.ts';

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

const noRealtime = class {
  constructor() {
    throw new Error('Realtime is not served by the local backend');
  }
} as unknown as Transport;

export function supabaseClient(url: string, key: string): SupabaseClient<Database> {
  return createClient<Database>(url, key, {
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
): Promise<SupabaseClient<Database>> {
  const client = supabaseClient(url, key);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}
