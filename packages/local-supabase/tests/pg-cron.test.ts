// pg_cron's stand-in, used as a project uses pg_cron: jobs scheduled, changed and removed
// with cron.schedule / cron.unschedule / cron.alter_job in SQL run on time (a minute lasts
// 100 ms here), each recorded in cron.job_run_details as pg_cron records it; schedules
// pg_cron refuses are refused in its words; and visitors can reach none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend } from '../src/server.ts';
import type { LocalBackend } from '../src/server.ts';
import { projectDir } from './test-project.ts';

let backend: LocalBackend;

interface Run {
  jobid: number;
  username: string;
  database: string;
  command: string;
  status: string;
  return_message: string | null;
  start_time: Date;
  end_time: Date | null;
}

/** The runs of a job, oldest first. */
const runsOf = (jobid: number) =>
  backend.db.query<Run & Record<string, unknown>>(
    `select jobid::integer as jobid, username, database, command, status, return_message,
            start_time, end_time
       from cron.job_run_details where jobid = $1 order by runid`,
    [jobid],
  );

/** Waits for a job's runs to satisfy check; the scheduler's pace is not this test's business. */
async function waitForRuns(jobid: number, check: (runs: Run[]) => boolean): Promise<Run[]> {
  let runs: Run[] = [];
  await expect
    .poll(async () => check((runs = await runsOf(jobid))), { timeout: 60_000, interval: 50 })
    .toBe(true);
  return runs;
}

const finished = (runs: Run[]) => runs.filter((run) => run.status !== 'running');

async function schedule(name: string, when: string, command: string): Promise<number> {
  const [row] = await backend.db.query<{ id: number }>(
    'select cron.schedule($1, $2, $3)::integer as id',
    [name, when, command],
  );
  return row?.id ?? 0;
}

beforeAll(async () => {
  backend = await startLocalBackend({ projectDir, port: 0, db: 'memory', cron: { minuteMs: 100 } });
  // The project's own jobs are not this file's subject.
  await backend.db.exec(
    'delete from cron.job; create table public.cron_test_runs (job text not null)',
  );
});

afterAll(async () => {
  await backend?.close();
});

describe('a job scheduled in SQL', () => {
  it('runs when its minute comes, as the user who scheduled it, and each run is recorded', async () => {
    const id = await schedule(
      'count-minutes',
      '* * * * *',
      "insert into public.cron_test_runs (job) values ('count-minutes')",
    );
    const [run] = finished(await waitForRuns(id, (runs) => finished(runs).length > 0));
    expect(run).toMatchObject({
      jobid: id,
      username: 'postgres',
      database: 'postgres',
      command: "insert into public.cron_test_runs (job) values ('count-minutes')",
      status: 'succeeded',
      return_message: 'INSERT',
    });
    expect(run?.end_time?.getTime()).toBeGreaterThanOrEqual(run?.start_time.getTime() ?? Infinity);
    const rows = await backend.db.query(
      "select 1 from public.cron_test_runs where job = 'count-minutes'",
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it("records a query's row count, and the same name schedules the same job anew", async () => {
    const id = await schedule('renamed-later', '17 3 * * *', 'select 1');
    expect(await schedule('renamed-later', '* * * * *', 'select 2 union select 3')).toBe(id);
    const [job] = await backend.db.query(
      "select schedule, command, active from cron.job where jobname = 'renamed-later'",
    );
    expect(job).toEqual({
      schedule: '* * * * *',
      command: 'select 2 union select 3',
      active: true,
    });
    const [run] = finished(await waitForRuns(id, (runs) => finished(runs).length > 0));
    expect(run).toMatchObject({ status: 'succeeded', return_message: '2 rows' });
  });

  it('runs a job scheduled without a name', async () => {
    const [row] = await backend.db.query<{ id: number }>(
      "select cron.schedule('* * * * *', 'select 3')::integer as id",
    );
    const id = row?.id ?? 0;
    const [run] = finished(await waitForRuns(id, (runs) => finished(runs).length > 0));
    expect(run).toMatchObject({ status: 'succeeded', return_message: '1 row' });
    expect(await backend.db.query('select jobname from cron.job where jobid = $1', [id])).toEqual([
      { jobname: null },
    ]);
  });

  it("records a failing command as 'failed', with the error as libpq prints it", async () => {
    const id = await schedule('divide-by-zero', '* * * * *', 'select 1/0');
    const [run] = finished(await waitForRuns(id, (runs) => finished(runs).length > 0));
    expect(run).toMatchObject({ status: 'failed', return_message: 'ERROR:  division by zero\n' });
    expect(run?.end_time).not.toBeNull();
  });

  it('stops running once unscheduled, and once made inactive', async () => {
    const gone = await schedule('soon-gone', '* * * * *', 'select 1');
    const paused = await schedule('soon-paused', '* * * * *', 'select 1');
    await waitForRuns(gone, (runs) => finished(runs).length > 0);
    await waitForRuns(paused, (runs) => finished(runs).length > 0);
    const [unscheduled] = await backend.db.query("select cron.unschedule('soon-gone') as done");
    expect(unscheduled).toEqual({ done: true });
    await backend.db.query('select cron.alter_job($1, active => false)', [paused]);
    // A job scheduled after both changes runs only once the scheduler has read them.
    const witness = await schedule('witness', '* * * * *', 'select 1');
    const [since] = await waitForRuns(witness, (runs) => runs.length >= 3);
    for (const stopped of [gone, paused]) {
      const later = (await runsOf(stopped)).filter(
        (run) => run.start_time.getTime() >= (since?.start_time.getTime() ?? 0),
      );
      expect(later).toEqual([]);
    }
  });
});

describe('refusals', () => {
  it.each(['61 * * * *', '* * * *', '1/5 * * * *', '* * 0 * *', '60 seconds', '* * * * mon-foo'])(
    'refuses the schedule %j as pg_cron does, naming it',
    async (when) => {
      await expect(schedule('bad', when, 'select 1')).rejects.toMatchObject({
        message: `invalid schedule: ${when}`,
        code: '22023',
        hint: "Use cron format (e.g. 5 4 * * *), or interval format '[1-59] seconds'",
      });
      expect(await backend.db.query("select 1 from cron.job where jobname = 'bad'")).toEqual([]);
    },
  );

  it.each(['17 3 * * *', '*/15 1-5/2 1,15 jan-mar sun', '0 12 $ * *', '30 seconds', '@daily'])(
    'takes the schedule %j, as pg_cron does',
    async (when) => {
      expect(await schedule('good', when, 'select 1')).toBeGreaterThan(0);
      await backend.db.query("select cron.unschedule('good')");
    },
  );

  it('names a job it cannot unschedule', async () => {
    await expect(backend.db.query("select cron.unschedule('never-was')")).rejects.toThrow(
      "could not find valid entry for job 'never-was'",
    );
  });

  it('keeps the cron schema from visitors, in SQL and through the REST API', async () => {
    await expect(
      backend.db.transaction(async (tx) => {
        await tx.query('set local role anon');
        return tx.query("select cron.schedule('mine', '* * * * *', 'select 1')");
      }),
    ).rejects.toThrow('permission denied for schema cron');
    const response = await fetch(`${backend.url}/rest/v1/rpc/schedule`, {
      method: 'POST',
      headers: {
        apikey: backend.anonKey,
        Authorization: `Bearer ${backend.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ job_name: 'mine', schedule: '* * * * *', command: 'select 1' }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'PGRST202' });
    expect(await backend.db.query("select 1 from cron.job where jobname = 'mine'")).toEqual([]);
  });
});
