/*
 * The one Supabase client of the page, created on first use. Only auth and admin code
 * imports this module, so supabase-js stays off the critical path of content pages.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { authStorageKey } from '@/auth/auth-storage-key';
import { backendConfig } from '@/shared/backend-config';
import type { Database } from '@/shared/database.types';

let client: SupabaseClient<Database> | null = null;

export function getSupabase(): SupabaseClient<Database> {
  client ??= createClient<Database>(backendConfig.url, backendConfig.anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, storageKey: authStorageKey },
    // Admin reads fail fast offline instead of retrying for seven seconds.
    db: { retry: false },
  });
  return client;
}
