/*
 * The one Supabase client of the page, created on first use. Only auth and admin code
 * imports this module, so supabase-js stays off the critical path of content pages.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { authStorageKey } from '@/lib/auth-storage-key';
import { backendConfig } from '@/shared/backend-config';

let client: SupabaseClient | null = null;

export function getSupabase(): SupabaseClient {
  client ??= createClient(backendConfig.url, backendConfig.anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, storageKey: authStorageKey },
    // Admin reads fail fast offline instead of retrying for seven seconds.
    db: { retry: false },
  });
  return client;
}
