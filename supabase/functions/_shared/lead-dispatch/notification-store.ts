// The dispatcher's calls to the database, over PostgREST with the service key (in the headers
// hosted Supabase accepts for it: supabase-keys.ts): claim due notifications, record one
// outcome, and ask whether a booking's visitor was already sent a confirmation. Plain
// fetch, so the Edge Function and the embedded backend need no client library.
import { apiKeyHeaders } from '../supabase-keys.ts';
import type { Lead } from './lead-mail.tsx';

export type Channel =
  | 'staff_email'
  | 'webhook'
  | 'acknowledgement'
  | 'booking_confirmation'
  | 'booking_cancellation'
  | 'booking_reminder'
  | 'staff_booking_cancelled'
  | 'staff_booking_time_requested'
  | 'staff_booking_moved'
  | 'staff_acknowledgements_paused'
  | 'staff_hot_lead'
  | 'webhook_lead_rated';
export type Outcome = 'sent' | 'failed' | 'skipped';

export interface ClaimedNotification {
  id: string;
  lead_table: string;
  lead_id: string;
  channel: Channel;
  attempts: number;
  created_at: string;
  lead: Lead;
  kind_recent_staff_mails: number | null;
  /** A booking's sequence at the change this row announces; 0 for a new lead's rows. */
  revision: number;
  /** A fresh token for the booking's own page, on every mail about a booking. */
  manage_token: string | null;
}

export interface NotificationStore {
  claim(batchSize: number): Promise<ClaimedNotification[]>;
  record(
    id: string,
    outcome: Outcome,
    error?: string | null,
    digest?: string | null,
  ): Promise<void>;
  /**
   * Whether the visitor of a booking was sent a confirmation before the change `revision`
   * announces: the new confirmation is then an update (a new time, length or meeting link).
   */
  confirmedBefore(leadId: string, revision: number): Promise<boolean>;
}

/**
 * leaseSeconds: how long a claim holds its rows. Longer than any send can take (SMTP and
 * webhooks time out within 40 s), so a live dispatcher's rows are never sent twice.
 */
export function restNotificationStore(
  apiUrl: string,
  serviceRoleKey: string,
  { leaseSeconds = 120, fetcher = fetch }: { leaseSeconds?: number; fetcher?: typeof fetch } = {},
): NotificationStore {
  const rpc = async (name: string, args: Record<string, unknown>): Promise<unknown> => {
    const response = await fetcher(`${apiUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { ...apiKeyHeaders(serviceRoleKey), 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  return {
    claim: async (batchSize) =>
      (await rpc('claim_lead_notifications', {
        batch_size: batchSize,
        lease_seconds: leaseSeconds,
      })) as ClaimedNotification[],
    record: async (id, outcome, error = null, digest = null) => {
      await rpc('record_lead_notification', { notification_id: id, outcome, error, digest });
    },
    confirmedBefore: (leadId, revision) =>
      anyNotification(apiUrl, serviceRoleKey, fetcher, {
        lead_table: 'eq.consultations',
        lead_id: `eq.${leadId}`,
        channel: 'eq.booking_confirmation',
        state: 'eq.sent',
        revision: `lt.${revision}`,
      }),
  };
}

/** Whether lead_notifications holds a row that matches `filters` (PostgREST's). */
async function anyNotification(
  apiUrl: string,
  serviceRoleKey: string,
  fetcher: typeof fetch,
  filters: Record<string, string>,
): Promise<boolean> {
  const query = new URLSearchParams({ select: 'id', ...filters, limit: '1' });
  const response = await fetcher(
    `${apiUrl.replace(/\/+$/, '')}/rest/v1/lead_notifications?${query}`,
    { headers: apiKeyHeaders(serviceRoleKey) },
  );
  if (!response.ok) throw new Error(`lead_notifications: HTTP ${response.status}`);
  return ((await response.json()) as unknown[]).length > 0;
}

/**
 * Whether a notification will be due within `withinMs` and no live claim holds it: a staff
 * mail waiting for its kind to be quiet, a webhook just failed into a short retry. The
 * dispatcher looks again while there is one, instead of leaving it to the next minute's cron.
 */
export async function dueSoon(
  apiUrl: string,
  serviceRoleKey: string,
  withinMs: number,
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  const now = new Date();
  return anyNotification(apiUrl, serviceRoleKey, fetcher, {
    state: 'eq.pending',
    next_attempt_at: `lt.${new Date(now.getTime() + withinMs).toISOString()}`,
    or: `(claimed_until.is.null,claimed_until.lt.${now.toISOString()})`,
  });
}
