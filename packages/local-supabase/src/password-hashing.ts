// bcrypt for the local auth server, on worker threads: bcryptjs is plain JavaScript, and
// on the event loop 200 concurrent wrong-password sign-ins held every other request for
// 34 s. A small pool leaves the event loop (and the embedded database on it) free. Runs in
// Node. Invariant: stored hashes are bcrypt $2a$, which pgcrypto, GoTrue and bcryptjs
// all verify, so users seeded in SQL can sign in here too.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const rounds = 10;
/** Leave a core for the event loop where there is more than one. */
const poolSize = Math.max(1, Math.min(4, availableParallelism() - 1));

type Job = { op: 'hash'; password: string } | { op: 'compare'; password: string; hash: string };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

interface PooledWorker {
  worker: Worker;
  pending: Map<number, Pending>;
}

let pool: PooledWorker[] = [];
let nextId = 0;

function startWorker(): PooledWorker {
  const worker = new Worker(new URL('./bcrypt-worker.mjs', import.meta.url));
  // Idle workers must not keep `npm start` or a test run alive.
  worker.unref();
  const pooled: PooledWorker = { worker, pending: new Map() };
  worker.on(
    'message',
    ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const job = pooled.pending.get(id);
      pooled.pending.delete(id);
      if (error === undefined) job?.resolve(result);
      else job?.reject(new Error(error));
    },
  );
  worker.on('error', (error) => {
    for (const job of pooled.pending.values()) job.reject(error);
    pool = pool.filter((entry) => entry !== pooled);
  });
  return pooled;
}

function run(job: Job): Promise<unknown> {
  if (pool.length < poolSize) pool.push(startWorker());
  // The least busy worker takes it.
  const pooled = pool.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pooled.pending.set(id, { resolve, reject });
    pooled.worker.ref();
    pooled.worker.postMessage({ id, rounds, ...job });
  }).finally(() => {
    if (pooled.pending.size === 0) pooled.worker.unref();
  });
}

export async function hashPassword(password: string): Promise<string> {
  const hash = (await run({ op: 'hash', password })) as string;
  // bcryptjs writes $2b$, which pgcrypto silently fails to verify; the two are the same algorithm.
  return hash.replace(/^\$2b\$/, '$2a$');
}

export async function passwordMatches(password: string, hash: string): Promise<boolean> {
  return (await run({ op: 'compare', password, hash })) === true;
}
