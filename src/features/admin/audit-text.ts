/*
 * An audit entry as the dashboard shows it: plain sentences from the recorded action and
 * detail. Pure, so every action's wording is unit-tested.
 */
import { leadKindOfTable, leadKinds } from '@/shared/leads/lead-kinds';
import { leadReference } from '@/shared/leads/lead-reference';

export interface AuditEntry {
  id: number;
  occurred_at: string;
  actor_email: string | null;
  action: string;
  target_table: string | null;
  target_id: string | null;
  detail: Record<string, unknown>;
}

function kindLabel(table: string): string {
  const kind = leadKindOfTable(table);
  return kind ? leadKinds[kind].label : table;
}

const text = (value: unknown) => (value === null || value === undefined ? 'none' : String(value));

/** The actor as staff know them; a visitor acting through their own booking link has no account. */
export function auditActor(entry: AuditEntry): string {
  return entry.actor_email ?? 'Visitor or system';
}

/** The lead an entry is about: its kind and reference, the kind alone for an export, or none. */
export function auditTarget(entry: AuditEntry): string {
  if (!entry.target_table) return '—';
  const kind = kindLabel(entry.target_table);
  return entry.target_id ? `${kind} ${leadReference(entry.target_id)}` : kind;
}

export function auditSummary(entry: AuditEntry): string {
  const { detail } = entry;
  if (entry.action === 'status_change') return `Status ${text(detail.from)} → ${text(detail.to)}`;
  if (entry.action === 'appointment_change') {
    const after = (detail.to ?? {}) as Record<string, unknown>;
    return `Appointment set to ${text(after.scheduled_at)}, ${text(after.duration_minutes)} min`;
  }
  if (entry.action === 'lead_export') {
    return `Exported ${text(detail.rows)} ${detail.rows === 1 ? 'row' : 'rows'} as CSV`;
  }
  const counted = (rows: unknown) =>
    Object.values((rows ?? {}) as Record<string, number>).reduce((sum, n) => sum + n, 0);
  const fixed: Record<string, string> = {
    person_export: `Exported everything held about one person (${counted(detail.rows)} leads)`,
    person_erasure: `Erased everything held about one person (${counted(detail.rows)} leads)`,
    retention_change: `Retention changed from ${text(detail.from)} to ${text(detail.to)} months`,
    retention_purge: `Deleted ${counted(detail.rows)} leads past their retention period`,
    lead_release: `Released from held (${text(detail.reason)})`,
    lead_discard: `Discarded while held (${text(detail.reason)})`,
    factor_change: `Authenticator ${text(detail.change)}`,
  };
  return fixed[entry.action] ?? entry.action;
}
