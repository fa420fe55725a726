// The local backend's test client (local-supabase/test-client), typed with this project's
// generated database types.
import type { SupabaseClient } from '@supabase/supabase-js';
import * as testClient from 'local-supabase/test-client';
import type { Database } from '../../src/shared/database.types.ts';

type Typed = SupabaseClient<Database>;

export const supabaseClient = testClient.supabaseClient as unknown as (
  url: string,
  key: string,
) => Typed;

export const adminClient = testClient.adminClient as unknown as (
  backend: Parameters<typeof testClient.adminClient>[0],
) => Promise<Typed>;
