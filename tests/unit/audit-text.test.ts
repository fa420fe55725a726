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

  it('tells data-rights requests by counts only, and the other admin actions', () => {
    const rows = { consultations: 1, contact_submissions: 2 };
    const erased = entry({
      action: 'person_erasure',
      target_table: null,
      target_id: null,
      detail: { rows },
    });
    expect(auditSummary(erased)).toBe('Erased everything held about one person (3 leads)');
    expect(auditTarget(erased)).toBe('—');
    expect(
      auditSummary(entry({ action: 'lead_release', detail: { reason: 'too_many_links' } })),
    ).toBe('Released from held (too_many_links)');
    expect(auditSummary(entry({ action: 'factor_change', detail: { change: 'enrolled' } }))).toBe(
      'Authenticator enrolled',
    );
  });
});
