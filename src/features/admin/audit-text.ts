/*
 * An audit entry as the dashboard shows it: plain sentences from the recorded action and
 * detail. Pure, so every action's wording is unit-tested.
 */
import { leadKindNames, leadKinds } from '@/shared/leads/lead-kinds';
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

function kindLabel(table: string | null): string {
  const kind = leadKindNames.find((name) => leadKinds[name].table === table);
  return kind ? leadKinds[kind].label : (table ?? 'lead');
}

const text = (value: unknown) => (value === null || value === undefined ? 'none' : String(value));

/** The actor as staff know them; a visitor acting through their own booking link has no account. */
export function auditActor(entry: AuditEntry): string {
  return entry.actor_email ?? 'Visitor or system';
}

/** The lead an entry is about: its kind and reference, or the kind alone for an export. */
export function auditTarget(entry: AuditEntry): string {
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
  return entry.action;
}
