// One run of a job at a time per isolate (the Edge Runtime serves concurrent calls of one
// function from one isolate, as the embedded backend does): a call that arrives while a run
// is under way waits for one more run that starts after it, shared with every other call
// that arrived meanwhile. So 500 wakes from a booth's burst make a handful of runs, not 500,
// and no call returns before a run that began after it has finished.
// Runs in Deno (the Edge Functions) and Node (their tests).

export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    if (!current) {
      current = run().finally(() => {
        current = null;
      });
      return current;
    }
    next ??= current
      .catch(() => undefined)
      .then(() => {
        next = null;
        return start();
      });
    return next;
  };
  return start;
}
