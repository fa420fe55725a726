import { describe, expect, it } from 'vitest';
import {
  auditActor,
  auditSummary,
  auditTarget,
  type AuditEntry,
} from '@/features/admin/audit-text';

const entry = (changes: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  occurred_at: '2026-11-26T10:00:00Z',
  actor_email: 'admin@example.com',
  action: 'status_change',
  target_table: 'contact_submissions',
  target_id: 'd0000000-0000-4000-8000-000000000001',
  detail: { from: 'new', to: 'replied' },
  ...changes,
});

describe('an audit entry in the dashboard', () => {
  it('names the admin, the lead by kind and reference, and the change', () => {
    const status = entry({});
    expect(auditActor(status)).toBe('admin@example.com');
    expect(auditTarget(status)).toBe('Contact message D0000000');
    expect(auditSummary(status)).toBe('Status new → replied');
  });

  it('says a visitor acted through their link when no account did', () => {
    expect(auditActor(entry({ actor_email: null }))).toBe('Visitor or system');
  });

  it('tells an appointment change by its new slot', () => {
    const moved = entry({
      action: 'appointment_change',
      target_table: 'consultations',
      detail: { to: { scheduled_at: '2026-12-01T04:30:00+00:00', duration_minutes: 45 } },
    });
    expect(auditTarget(moved)).toBe('Consultation booking D0000000');
    expect(auditSummary(moved)).toBe('Appointment set to 2026-12-01T04:30:00+00:00, 45 min');
  });

  it('tells an export by its kind and row count', () => {
    const exported = entry({ action: 'lead_export', target_id: null, detail: { rows: 12 } });
    expect(auditTarget(exported)).toBe('Contact message');
    expect(auditSummary(exported)).toBe('Exported 12 rows as CSV');
    expect(auditSummary({ ...exported, detail: { rows: 1 } })).toBe('Exported 1 row as CSV');
  });
});
