/*
 * One Web Lock serialises every send from the outbox across the page, other tabs and
 * the service worker, so no item is ever in flight twice. Where Web Locks are missing
 * (old browsers, tests) a promise chain serialises within this context.
 */

const lockName = 'lead-outbox-send';
let localChain: Promise<unknown> = Promise.resolve();

export function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (locks) return locks.request(lockName, task);
  const run = localChain.then(task, task);
  localChain = run.catch(() => undefined);
  return run;
}
