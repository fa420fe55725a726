// pg_net's background worker, run in this process: takes the requests net.http_get/post/
// delete queued (pg-net.sql) once their transaction has committed (LISTEN pg_net_wake) and
// on a short tick, sends a batch of them at once with each one's timeout, and records
// every answer, error or timeout in net._http_response, as pg_net does. Answers older than
// pg_net.ttl (6 hours) are deleted. Runs in Node.
// Invariant: a request is taken off the queue once (DELETE … RETURNING), so it is sent once.
import type { Database } from './db.ts';

/** pg_net.batch_size. */
const batchSize = 200;
/** pg_net.ttl. */
const responseTtl = '6 hours';
const purgeEveryMs = 60_000;

export interface NetWorkerOptions {
  /** How often the queue is looked at without a wake. Default 1 s. */
  tickMs?: number;
}

export interface NetWorker {
  /** Resolves once the queue is empty and no request is in flight. */
  settled(): Promise<void>;
  /** Whether a request is queued or in flight, as last seen. */
  busy(): boolean;
  stop(): Promise<void>;
}

type QueuedRequest = {
  id: string;
  method: string;
  url: string;
  headers: Record<string, unknown> | null;
  body: Uint8Array | null;
  timeout_milliseconds: number;
};

interface Answer {
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean;
  error_msg: string | null;
}

async function send(request: QueuedRequest): Promise<Answer> {
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).map(([name, value]) => [name, String(value)]),
  );
  const timeout = request.timeout_milliseconds;
  try {
    const response = await fetch(request.url, {
      method: request.method.toUpperCase(),
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(timeout),
    });
    const content = await response.text();
    return {
      status_code: response.status,
      content_type: response.headers.get('content-type'),
      headers: Object.fromEntries(response.headers),
      content,
      timed_out: false,
      error_msg: null,
    };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const message = cause instanceof Error ? cause.message : String(cause);
    return {
      status_code: null,
      content_type: null,
      headers: null,
      content: null,
      timed_out: timedOut,
      error_msg: timedOut ? `Timeout of ${timeout} ms reached` : message,
    };
  }
}

export async function startNetWorker(
  db: Database,
  { tickMs = 1000 }: NetWorkerOptions = {},
): Promise<NetWorker> {
  let stopped = false;
  let draining: Promise<void> | null = null;
  let again = false;
  let queued = false;
  let lastPurge = 0;
  const inFlight = new Set<Promise<void>>();

  // Answers are written together, one statement per turn of the event loop: a booth's burst
  // answers hundreds at once, and each statement waits its turn on PGlite's one connection.
  let answers: (Answer & { id: string })[] = [];
  let flushing: Promise<void> | null = null;
  const flush = async () => {
    const rows = answers;
    answers = [];
    flushing = null;
    await db.query(
      `insert into net._http_response
         (id, status_code, content_type, headers, content, timed_out, error_msg)
       select id, status_code, content_type, headers, content, timed_out, error_msg
       from jsonb_to_recordset($1::jsonb) as answer (
         id bigint, status_code integer, content_type text, headers jsonb, content text,
         timed_out boolean, error_msg text)`,
      [JSON.stringify(rows)],
    );
  };
  const record = (id: string, answer: Answer): Promise<void> => {
    answers.push({ id, ...answer });
    flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(flush);
    return flushing;
  };

  const takeBatches = async () => {
    for (;;) {
      const batch = await db.query<QueuedRequest>(
        `delete from net.http_request_queue
         where id in (select id from net.http_request_queue order by id limit ${batchSize})
         returning id, method, url, headers, body, timeout_milliseconds`,
      );
      for (const request of batch) {
        const sent: Promise<void> = send(request)
          .then((answer) => record(request.id, answer))
          .catch((error: unknown) => {
            // The database closing under a late answer; nothing else can fail here.
            if (!stopped) console.error('[pg_net] could not record request', request.id, error);
          })
          .finally(() => inFlight.delete(sent));
        inFlight.add(sent);
      }
      if (batch.length < batchSize) break;
    }
    queued = false;
    if (Date.now() - lastPurge > purgeEveryMs) {
      lastPurge = Date.now();
      await db.query(
        `delete from net._http_response where created < now() - interval '${responseTtl}'`,
      );
    }
  };

  const drain = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (draining) {
      again = true;
      return draining;
    }
    const run = async () => {
      do {
        again = false;
        await takeBatches();
      } while (again && !stopped);
    };
    draining = run()
      .catch((error: unknown) => {
        if (!stopped) console.error('[pg_net]', error instanceof Error ? error.message : error);
      })
      .finally(() => {
        draining = null;
      });
    return draining;
  };

  const wake = () => {
    queued = true;
    void drain();
  };
  const unlisten = await db.listen('pg_net_wake', wake);
  const timer = setInterval(wake, tickMs);
  timer.unref();

  return {
    async settled() {
      for (;;) {
        await drain();
        if (inFlight.size) {
          await Promise.allSettled([...inFlight]);
          continue;
        }
        const [row] = await db.query<{ waiting: boolean }>(
          'select exists (select from net.http_request_queue) as waiting',
        );
        if (!row?.waiting && !inFlight.size) return;
      }
    },
    busy: () => queued || draining !== null || inFlight.size > 0,
    async stop() {
      clearInterval(timer);
      await draining;
      stopped = true;
      await unlisten();
      await Promise.allSettled([...inFlight]);
    },
  };
}
