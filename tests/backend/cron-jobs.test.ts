// The app's pg_cron jobs on the embedded backend: the migrations schedule the three jobs the
// hosted project runs (supabase/migrations/20261129000200_schedule_cron_jobs.sql), and the
// backend runs them when their time comes, as pg_cron does there. Cron time starts at
// 03:10 UTC and a minute of it lasts 100 ms, so the daily purge at 03:17 comes soon.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openLocalDatabase } from 'local-supabase/open-local-database';
import { startLocalBackend } from 'local-supabase/server';
import { projectDir } from '../../scripts/local-backend/project.ts';

const workDir = mkdtempSync(join(tmpdir(), 'cron-jobs-'));

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

describe("the app's cron jobs", () => {
  it('are scheduled by the migrations, and the daily purge runs at 03:17 UTC', async () => {
    const dataDir = join(workDir, 'db');
    const local = await openLocalDatabase(dataDir, { projectDir });
    try {
      expect(
        await local.db.query(
          'select jobname, schedule, command, active from cron.job order by jobname',
        ),
      ).toEqual([
        {
          jobname: 'lead-dispatch',
          schedule: '* * * * *',
          command: 'select private.wake_lead_dispatcher()',
          active: true,
        },
        {
          jobname: 'purge-expired-leads',
          schedule: '17 3 * * *',
          command: 'select public.purge_expired_leads()',
          active: true,
        },
        {
          jobname: 'resume-sweep',
          schedule: '* * * * *',
          command: "select private.invoke_edge_function('resume-sweep')",
          active: true,
        },
      ]);
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

    const backend = await startLocalBackend({
      projectDir,
      port: 0,
      db: dataDir,
      cron: { minuteMs: 100, clockStart: new Date('2026-11-30T03:10:00Z') },
    });
    try {
      const purgeRuns = () =>
        backend.db.query<{ status: string; return_message: string | null }>(
          `select d.status, d.return_message
             from cron.job_run_details d join cron.job j using (jobid)
            where j.jobname = 'purge-expired-leads' and d.status <> 'running'`,
        );
      await expect.poll(purgeRuns, { timeout: 60_000, interval: 50 }).toHaveLength(1);
      expect(await purgeRuns()).toEqual([{ status: 'succeeded', return_message: '1 row' }]);
      const kept = await backend.db.query<{ id: string }>(
        'select id from public.contact_submissions order by id',
      );
      expect(kept.map((row) => row.id)).toEqual(['c0000000-0000-4000-8000-000000000002']);
      const entries = await backend.db.query<{ detail: { rows: Record<string, number> } }>(
        "select detail from public.audit_log where action = 'retention_purge'",
      );
      expect(entries.map((entry) => entry.detail.rows.contact_submissions)).toEqual([1]);
      // Seven minutes of cron time have passed: the every-minute jobs ran too.
      const dispatched = async () =>
        (
          await backend.db.query(
            `select 1 from cron.job_run_details d join cron.job j using (jobid)
              where j.jobname = 'lead-dispatch' and d.status = 'succeeded'`,
          )
        ).length > 0;
      await expect.poll(dispatched, { timeout: 60_000, interval: 50 }).toBe(true);
    } finally {
      await backend.close();
    }
  });
});
