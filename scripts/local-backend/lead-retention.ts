// The embedded backend's stand-in for the hosted pg_cron job 'purge-expired-leads': asks
// public.purge_expired_leads() to delete the leads older than their kind's retention period
// (with their notifications and booking links; their résumés go with the next sweep), through
// the REST API with the service role key, as the résumé sweep does. Runs in Node; the lead
// dispatcher calls it once at start and then every 24 hours.

/** Daily, as the hosted cron job. */
export const purgeIntervalMs = 24 * 60 * 60_000;

/** What public.purge_expired_leads() answers (see its migration). */
export interface PurgeResult {
  /** The period each lead table was held to, in months. */
  months: Record<string, number>;
  /** Leads deleted, per lead table. */
  rows: Record<string, number>;
  lead_notifications: number;
  booking_links: number;
  /** Résumé files handed to the sweep. */
  resumes: string[];
}

export async function purgeExpiredLeads(
  apiUrl: string,
  serviceRoleKey: string,
  fetcher: typeof fetch = fetch,
): Promise<PurgeResult> {
  const response = await fetcher(`${apiUrl.replace(/\/+$/, '')}/rest/v1/rpc/purge_expired_leads`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: '{}',
  });
  if (!response.ok) {
    throw new Error(`purge_expired_leads: HTTP ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as PurgeResult;
}
