/*
 * The audit trail as the dashboard meets it: its newest entries, and the CSV exports the
 * page reports before it hands a file over (the database records everything else itself).
 */
import { failure } from '@/features/admin/api-failure';
import type { AuditEntry } from '@/features/admin/audit-text';
import { leadFilters, type LeadQuery } from '@/features/admin/lead-query';
import { getSupabase } from '@/lib/supabase';
import type { Json } from '@/shared/database.types';
import type { LeadKindDescription } from '@/shared/leads/lead-kind';

const auditPage = 100;

/** The newest entries of the audit trail; only admins read any. */
export async function fetchAuditTrail(): Promise<AuditEntry[]> {
  const { data, error } = await getSupabase()
    .from('audit_log')
    .select('id, occurred_at, actor_email, action, target_table, target_id, detail')
    .order('occurred_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(auditPage)
    .overrideTypes<AuditEntry[], { merge: false }>();
  if (error) throw failure(error);
  return data;
}

/** Records an export in the audit trail before the file is handed over. */
export async function recordLeadExport(
  description: LeadKindDescription,
  query: LeadQuery,
  rows: number,
): Promise<void> {
  const { error } = await getSupabase().rpc('record_lead_export', {
    lead_table: description.table,
    row_count: rows,
    filters: JSON.parse(JSON.stringify(leadFilters(description, query))) as Json,
  });
  if (error) throw failure(error);
}
