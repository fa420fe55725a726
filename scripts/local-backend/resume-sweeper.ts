// The embedded backend's résumé sweep (supabase/functions/_shared/storage/resume-sweep.ts):
// at once when a résumé is uploaded (wake), so an admin can open a checked file seconds
// later, or a person erased, and every minute for files left without their application, as the lead-dispatch
// Edge Function's cron does hosted. Independent of mail settings. Runs in Node.
// Invariant: one sweep at a time; stop() waits for the one in flight.
import type { AnsweredRequest } from 'local-supabase/server';
import { sweepResumes } from '../../supabase/functions/_shared/storage/resume-sweep.ts';

const intervalMs = 60_000;

export interface ResumeSweeper {
  wake(): void;
  /** Resolves when a sweep that began after this call has finished. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/** An upload into the résumé bucket (plain or signed), or an erasure that leaves files. */
export function wakesResumeSweeper({ method, url, status }: AnsweredRequest): boolean {
  if ((method !== 'POST' && method !== 'PUT') || status >= 300) return false;
  return (
    /^\/storage\/v1\/object\/(upload\/sign\/)?resumes\//.test(url.pathname) ||
    url.pathname === '/rest/v1/rpc/erase_person'
  );
}

export function startResumeSweeper(apiUrl: string, serviceRoleKey: string): ResumeSweeper {
  let stopped = false;
  let woken = false;
  let wakeUp: (() => void) | null = null;
  let passDone: (() => void)[] = [];
  let lastProblem = '';

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, intervalMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = async () => {
    while (!stopped) {
      woken = false;
      const waiting = passDone;
      passDone = [];
      try {
        await sweepResumes(apiUrl, serviceRoleKey);
        lastProblem = '';
      } catch (error) {
        const problem = error instanceof Error ? error.message : String(error);
        if (problem !== lastProblem) console.error('[resume-sweeper]', problem);
        lastProblem = problem;
      }
      for (const done of waiting) done();
      if (!stopped && !woken) await sleep();
      wakeUp = null;
    }
  };
  const running = loop();

  return {
    wake() {
      woken = true;
      wakeUp?.();
    },
    settled() {
      return new Promise((resolve) => {
        passDone.push(resolve);
        this.wake();
      });
    },
    async stop() {
      stopped = true;
      wakeUp?.();
      await running;
      for (const done of passDone) done();
    },
  };
}
