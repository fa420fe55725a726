/**
 * Resolves in a later task, so the work before and after it are two tasks: a slow phone's
 * main thread answers input between them. scheduler.yield continues ahead of other queued
 * work; where it is missing, a timer does the same, a little later.
 */
export function nextTask(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') {
    return scheduler.yield();
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
