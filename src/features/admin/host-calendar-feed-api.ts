/*
 * A host's private calendar feed (20261130000300_host_calendar_feeds.sql): when its link
 * was issued, a new link (the old one stops working), and revocation. The link's token is
 * returned once and never stored in the clear, so the URL can only be shown when it is made.
 * Network only; the database refuses all three below aal2.
 */
import { failure } from '@/features/admin/api-failure';
import { getSupabase } from '@/lib/supabase';
import { backendConfig } from '@/shared/backend-config';

/** The address a calendar app subscribes to (supabase/functions/host-calendar). */
export function hostCalendarUrl(token: string): string {
  return `${backendConfig.url}/functions/v1/host-calendar?token=${encodeURIComponent(token)}`;
}

/** When the host's live link was made; null when the host has none. */
export async function fetchFeedIssuedAt(hostId: string): Promise<string | null> {
  const { data, error } = await getSupabase().rpc('host_calendar_feed_issued_at', {
    host_id: hostId,
  });
  if (error) throw failure(error);
  return data;
}

/** A new link for the host, replacing any other; its URL. */
export async function rotateHostCalendarFeed(hostId: string): Promise<string> {
  const { data, error } = await getSupabase().rpc('rotate_host_calendar_feed', {
    host_id: hostId,
  });
  if (error) throw failure(error);
  return hostCalendarUrl(data);
}

export async function revokeHostCalendarFeed(hostId: string): Promise<void> {
  const { error } = await getSupabase().rpc('revoke_host_calendar_feed', { host_id: hostId });
  if (error) throw failure(error);
}
