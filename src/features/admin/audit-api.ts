/*
 * The audit trail as the dashboard meets it: its newest entries. The database records every
 * entry itself, CSV exports included (export_leads).
 */
import { failure } from '@/features/admin/api-failure';
import type { AuditEntry } from '@/features/admin/audit-text';
import { getSupabase } from '@/lib/supabase';

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
