// The embedded backend's pg_cron worker, over pg-cron.sql's stand-in: runs each active job in
// cron.job when its schedule says (in UTC, pg_cron's default), each run in its own
// transaction as the job's user, and records it in cron.job_run_details: 'running', then
// 'succeeded' ('1 row') or 'failed' with the error in libpq's words, as pg_cron does. croner reads the cron schedules. cron.job is read again on every tick (at most a
// second apart), so jobs scheduled, changed or unscheduled meanwhile take effect without a
// restart. A minute of cron time can be made shorter for tests. Runs in Node.
// Invariant: a job never runs twice at once: a run that falls due while one is under way
// starts when that one ends, as pg_cron queues it; stop() waits for the runs under way.
import { Cron } from 'croner';
import type { Database, Row } from './db.ts';
import { quoteIdent } from './rest-query.ts';

export interface CronOptions {
  /** How many real milliseconds a minute of cron time lasts. Default 60,000; tests shorten it. */
  minuteMs?: number;
  /** The cron time the clock starts at (tests: just before a job's hour). Default: now. */
  clockStart?: Date;
}

export interface CronScheduler {
  stop(): Promise<void>;
}

interface JobRow {
  jobid: string;
  schedule: string;
  command: string;
  username: string;
  active: boolean;
}

interface ScheduledJob {
  row: JobRow;
  /** The cron time of its next run; null for never. */
  next: number | null;
  running: boolean;
  /** A run fell due while one was under way. */
  queued: boolean;
}

/** pg_cron's @-words, as the five fields Vixie cron gives them. */
const nicknames: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/**
 * The cron time a schedule next falls due after `after` (ms); null for never: @reboot after
 * the start, or a schedule pg_cron would not parse (it logs those and never runs them).
 * `starting` is true for the jobs found when the scheduler starts.
 */
function nextRun(schedule: string, after: number, starting: boolean): number | null {
  const trimmed = schedule.trim().toLowerCase();
  const interval = /^(\d+)\s*seconds?$/.exec(trimmed);
  if (interval) return after + Number(interval[1]) * 1000;
  if (trimmed === '@reboot' || trimmed === '@restart') return starting ? after : null;
  // pg_cron's '$' (last day of the month) is croner's 'L'.
  const pattern = (nicknames[trimmed] ?? trimmed).replace(/^(\S+\s+\S+\s+)\$(?=\s)/, '$1L');
  try {
    return new Cron(pattern, { timezone: 'Etc/UTC' }).nextRun(new Date(after))?.getTime() ?? null;
  } catch {
    return null;
  }
}

/** The first run of a job just found: an interval job runs at once, as pg_cron's does. */
function firstRun(schedule: string, at: number, starting: boolean): number | null {
  return /^\s*\d+\s*seconds?\s*$/i.test(schedule) ? at : nextRun(schedule, at, starting);
}

/**
 * Starts running cron.job's jobs on db; null when the database has no stand-in (the real
 * pg_cron extension runs its own jobs, or there is no cron schema).
 */
export async function startCronScheduler(
  db: Database,
  { minuteMs = 60_000, clockStart }: CronOptions = {},
): Promise<CronScheduler | null> {
  const [standIn] = await db.query<{ present: boolean }>(
    `select to_regclass('cron.job') is not null
            and not exists (select from pg_extension where extname = 'pg_cron') as present`,
  );
  if (!standIn?.present) return null;
  const scale = 60_000 / minuteMs;
  // The clock starts once the first read of cron.job is in, so that the jobs found then are
  // planned from clockStart itself however long the read took.
  let realStart: number | undefined;
  const cronNow = () => {
    const now = Date.now();
    realStart ??= now;
    return (clockStart?.getTime() ?? realStart) + (now - realStart) * scale;
  };
  const pollMs = Math.min(1000, minuteMs / 2);
  const jobs = new Map<string, ScheduledJob>();
  const runs = new Set<Promise<void>>();
  let starting = true;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> = Promise.resolve();

  const start = (job: ScheduledJob) => {
    job.running = true;
    const run = (async () => {
      do {
        job.queued = false;
        await runJob(db, job.row);
      } while (job.queued && job.row.active && !stopped && jobs.get(job.row.jobid) === job);
    })().finally(() => {
      job.running = false;
      runs.delete(run);
    });
    runs.add(run);
  };

  const tick = async () => {
    const rows = await db.query<JobRow & Row>(
      'select jobid::text as jobid, schedule, command, username, active from cron.job',
    );
    if (stopped) return;
    const at = cronNow();
    const found = new Set(rows.map((row) => row.jobid));
    for (const id of jobs.keys()) if (!found.has(id)) jobs.delete(id);
    for (const row of rows) {
      const job = jobs.get(row.jobid);
      if (!job) {
        jobs.set(row.jobid, {
          row,
          next: firstRun(row.schedule, at, starting),
          running: false,
          queued: false,
        });
      } else {
        if (job.row.schedule !== row.schedule) job.next = firstRun(row.schedule, at, false);
        job.row = row;
      }
    }
    starting = false;
    for (const job of jobs.values()) {
      if (job.next === null || job.next > at) continue;
      job.next = nextRun(job.row.schedule, at, false);
      if (!job.row.active) continue;
      if (job.running) job.queued = true;
      else start(job);
    }
  };

  const plan = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      ticking = tick()
        .catch((error: unknown) => {
          if (!stopped) console.error('[local-backend] cron: could not read cron.job', error);
        })
        .finally(() => {
          const soonest = Math.min(...[...jobs.values()].map((job) => job.next ?? Infinity));
          plan(Math.max(0, Math.min(pollMs, (soonest - cronNow()) / scale)));
        });
    }, delay);
  };

  plan(0);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await ticking;
      await Promise.all(runs);
    },
  };
}

/** One run of a job, recorded from start to end. Never throws. */
async function runJob(db: Database, job: JobRow): Promise<void> {
  try {
    const [run] = await db.query<{ runid: string }>(
      `insert into cron.job_run_details
         (jobid, job_pid, database, username, command, status, start_time)
       values ($1::bigint, pg_backend_pid(), current_database(), $2, $3, 'running', now())
       returning runid::text as runid`,
      [job.jobid, job.username, job.command],
    );
    let status = 'succeeded';
    let message: string;
    try {
      message = await db.transaction(async (tx) => {
        await tx.query(`set local role ${quoteIdent(job.username)}`);
        return successMessage(job.command, await tx.exec(job.command));
      });
    } catch (error) {
      status = 'failed';
      message = libpqMessage(error);
    }
    await db.query(
      `update cron.job_run_details set status = $2, return_message = $3, end_time = now()
        where runid = $1::bigint`,
      [run?.runid, status, message],
    );
  } catch (error) {
    console.error(`[local-backend] cron: could not record a run of job ${job.jobid}`, error);
  }
}

/**
 * What pg_cron records of a success: for a statement that returns rows, their count ('1 row',
 * '2 rows'); for any other, its command tag. The engines' results here carry rows only, so
 * that tag is the command's first word alone ('INSERT', where pg_cron says 'INSERT 0 1').
 */
function successMessage(command: string, results: Row[][]): string {
  const verb = /^\s*(\w+)/.exec(command)?.[1]?.toUpperCase() ?? '';
  const rows = results.at(-1)?.length ?? 0;
  const returnsRows = rows > 0 || ['SELECT', 'WITH', 'VALUES', 'TABLE', 'SHOW'].includes(verb);
  return returnsRows ? `${rows} ${rows === 1 ? 'row' : 'rows'}` : verb;
}

/**
 * An error as libpq's PQresultErrorMessage prints it, which pg_cron records, but for the
 * LINE and caret lines it adds for an error at a position in the command.
 */
function libpqMessage(error: unknown): string {
  if (!(error instanceof Error)) return `ERROR:  ${String(error)}\n`;
  const fields = error as Error & {
    severity?: string;
    detail?: string;
    hint?: string;
    where?: string;
  };
  const lines = [`${fields.severity ?? 'ERROR'}:  ${error.message}`];
  if (fields.detail) lines.push(`DETAIL:  ${fields.detail}`);
  if (fields.hint) lines.push(`HINT:  ${fields.hint}`);
  if (fields.where) lines.push(`CONTEXT:  ${fields.where}`);
  return `${lines.join('\n')}\n`;
}
