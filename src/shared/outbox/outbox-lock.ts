/*
 * Web Locks that keep a lead from being in flight twice, across the page, other tabs and
 * the service worker. One lock per lead: a fresh submission never waits behind a replay
 * that hangs on another lead. One more lock makes replays take turns, so two contexts do
 * not walk the queue at once, and lets a page read a replay's news once it has ended. A lock held by a worker the browser stops is released with
 * it. Where Web Locks are missing (old browsers, tests) promise chains serialise within
 * this context.
 */

const localChains = new Map<string, Promise<unknown>>();
const replayLockName = 'lead-outbox-replay';

function webLocks(): LockManager | undefined {
  return (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
}

function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  if (locks) return locks.request(name, task);
  const run = (localChains.get(name) ?? Promise.resolve()).then(task, task);
  const settled = run.catch(() => undefined);
  localChains.set(name, settled);
  void settled.then(() => {
    if (localChains.get(name) === settled) localChains.delete(name);
  });
  return run;
}

/** Runs `task` while no other context sends the lead `id`. */
export function withLeadLock<T>(id: string, task: () => Promise<T>): Promise<T> {
  return withLock(`lead-outbox-lead:${id}`, task);
}

/** Runs `task` while no other context replays the queue. */
export function withReplayLock<T>(task: () => Promise<T>): Promise<T> {
  return withLock(replayLockName, task);
}

/**
 * Resolves once no context replays the queue, or after `maxWaitMs`, whichever is first:
 * news read then covers the whole replay, and a replay that hangs on one lead holds the
 * news of the others back only so long.
 */
export async function afterReplays(maxWaitMs: number): Promise<void> {
  const locks = webLocks();
  if (locks) {
    const signal = AbortSignal.timeout(maxWaitMs);
    await locks
      .request(replayLockName, { mode: 'shared', signal }, async () => undefined)
      .catch(() => undefined);
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs)));
  await Promise.race([localChains.get(replayLockName), waited]);
  clearTimeout(timer);
}
