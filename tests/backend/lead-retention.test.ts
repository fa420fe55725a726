// Retention and erasure on the embedded backend: the migrated periods are the ones the
// privacy policy states (src/shared/retention.ts); the backend purges expired leads when it
// starts, as the hosted cron job does daily; and an admin at aal2 erases a person through the
// REST API, after which the résumé sweep removes the file's bytes through Storage at once.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadKindNames, leadKinds } from '../../src/shared/leads/lead-kinds.ts';
import { resumeTypes } from '../../src/shared/leads/resume.ts';
import { defaultRetentionMonths } from '../../src/shared/retention.ts';
import { sweepResumes } from '../../supabase/functions/_shared/storage/resume-sweep.ts';
import { signJwt } from 'local-supabase/jwt';
import { openLocalDatabase } from 'local-supabase/open-local-database';
import { startAppBackend, type AppBackend } from '../../scripts/local-backend/app-backend.ts';
import { projectDir } from '../../scripts/local-backend/project.ts';

const workDir = mkdtempSync(join(tmpdir(), 'lead-retention-'));

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

describe('the retention periods', () => {
  it('are seeded with the defaults the privacy policy states, one per lead kind', async () => {
    const local = await openLocalDatabase('memory', { projectDir });
    try {
      const rows = await local.db.query<{ lead_table: string; months: number }>(
        'select lead_table, months from public.lead_retention',
      );
      const seeded = Object.fromEntries(rows.map((row) => [row.lead_table, row.months]));
      const stated = Object.fromEntries(
        leadKindNames.map((kind) => [leadKinds[kind].table, defaultRetentionMonths[kind]]),
      );
      expect(seeded).toEqual(stated);
    } finally {
      await local.close();
    }
  });
});

describe('the embedded backend', () => {
  it("purges leads past their period with the 'purge-expired-leads' cron job's command", async () => {
    const dataDir = join(workDir, 'db');
    const local = await openLocalDatabase(dataDir, { projectDir });
    try {
      await local.db.query(
        `insert into public.contact_submissions (id, name, email, message, created_at) values
           ('c0000000-0000-4000-8000-000000000001', 'Old', 'old@example.com', 'Long ago.',
             now() - interval '25 months'),
           ('c0000000-0000-4000-8000-000000000002', 'Young', 'young@example.com', 'Lately.',
             now() - interval '23 months')`,
      );
    } finally {
      await local.close();
    }

    const backend = await startAppBackend({ port: 0, db: dataDir });
    try {
      await backend.db.query('select public.purge_expired_leads()');
      const kept = await backend.db.query<{ id: string }>(
        'select id from public.contact_submissions order by id',
      );
      expect(kept.map((row) => row.id)).toEqual(['c0000000-0000-4000-8000-000000000002']);
      const entries = await backend.db.query<{ detail: { rows: Record<string, number> } }>(
        "select detail from public.audit_log where action = 'retention_purge'",
      );
      expect(entries.map((entry) => entry.detail.rows.contact_submissions)).toEqual([1]);
    } finally {
      await backend.close();
    }
  });
});

describe('erasing a person through the API', () => {
  let backend: AppBackend;
  let adminId: string;

  beforeAll(async () => {
    backend = await startAppBackend({
      port: 0,
      db: 'memory',
      functions: false,
    });
    const [admin] = await backend.db.query<{ id: string }>(
      'select id from auth.users where email = $1',
      [backend.admin.email],
    );
    adminId = String(admin?.id);
  });

  afterAll(async () => {
    await backend?.close();
  });

  const tokenAt = (aal: 'aal1' | 'aal2') =>
    signJwt({
      role: 'authenticated',
      aud: 'authenticated',
      sub: adminId,
      aal,
      exp: Math.floor(Date.now() / 1000) + 600,
    });

  const call = async (fn: string, token: string, body: unknown) =>
    fetch(`${backend.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  const storedStatus = async (path: string) =>
    (
      await fetch(`${backend.url}/storage/v1/object/authenticated/resumes/${path}`, {
        headers: {
          apikey: backend.serviceRoleKey,
          Authorization: `Bearer ${backend.serviceRoleKey}`,
        },
      })
    ).status;

  it('removes the rows at once and the résumé with the next sweep', async () => {
    const id = randomUUID();
    const path = `${id}/cv.pdf`;
    const anon = { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` };
    const service = {
      apikey: backend.serviceRoleKey,
      Authorization: `Bearer ${backend.serviceRoleKey}`,
    };
    const upload = await fetch(`${backend.url}/storage/v1/object/resumes/${path}`, {
      method: 'POST',
      headers: { ...service, 'Content-Type': resumeTypes.pdf },
      body: new Blob(['%PDF-1.7\n% erase me\n'], { type: resumeTypes.pdf }),
    });
    expect(upload.status).toBe(200);
    const insert = await fetch(`${backend.url}/rest/v1/job_applications`, {
      method: 'POST',
      headers: { ...anon, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify({
        id,
        position: 'AI Intern',
        full_name: 'Erin Erased',
        email: 'Erin@Example.com',
        phone: '+91 98765 43210',
        location: 'Bangalore',
        cover_letter: 'A cover letter that is comfortably longer than fifty characters.',
        years_of_experience: '1-2 years',
        availability: 'Immediately',
        resume_path: path,
      }),
    });
    expect(insert.status).toBe(201);

    const refused = await call('erase_person', await tokenAt('aal1'), {
      email: 'erin@example.com',
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('42501');

    const erased = await call('erase_person', await tokenAt('aal2'), { email: 'erin@example.com' });
    expect(erased.status, await erased.clone().text()).toBe(200);
    expect(await erased.json()).toEqual({
      rows: { consultations: 0, contact_submissions: 0, event_leads: 0, job_applications: 1 },
      lead_notifications: 3,
      booking_links: 0,
      resumes: [path],
      account: 0,
    });
    expect(
      await backend.db.query('select id from public.job_applications where id = $1', [id]),
    ).toEqual([]);

    expect(await storedStatus(path)).toBe(200);
    expect((await sweepResumes(backend.url, backend.serviceRoleKey)).orphansRemoved).toBe(1);
    expect(await storedStatus(path)).not.toBe(200);
  });

  it('lets no visitor purge', async () => {
    const response = await call('purge_expired_leads', backend.anonKey, {});
    expect(response.ok).toBe(false);
    expect(((await response.json()) as { code: string }).code).toBe('42501');
  });
});
