/*
 * When the open kiosk reports to the fleet: at once, on coming online and every few
 * minutes while it stays open; and when its outbox or its log changed (a capture, a
 * delivery, a refusal: a burst settles into one report), if the figures did change: a
 * lead retried with backoff does not report each attempt. Never while offline, and never
 * two at once: a report asked for during one is sent after it, with the figures of then.
 */

interface HeartbeatTimings {
  intervalMs: number;
  settleMs: number;
}

/** Calls the listener on every change that may move the figures; returns the unsubscribe. */
export type ChangeSource = (listener: () => void) => () => void;

/**
 * Starts reporting what `read` finds through `send`, which resolves true once the server
 * has the report (a report that did not arrive is sent again at the next change); returns
 * the stop.
 */
export function scheduleHeartbeats<Report>(
  read: () => Promise<Report>,
  send: (report: Report) => Promise<boolean>,
  onChange: ChangeSource,
  { intervalMs, settleMs }: HeartbeatTimings,
): () => void {
  let running = false;
  let queued: { always: boolean } | null = null;
  let stopped = false;
  let lastSent: string | null = null;
  let settling: number | undefined;

  const beat = async (always: boolean): Promise<void> => {
    const report = await read();
    const figures = JSON.stringify(report);
    if (!always && figures === lastSent) return;
    if (await send(report)) lastSent = figures;
  };
  const run = async (always: boolean): Promise<void> => {
    if (stopped || !navigator.onLine) return;
    if (running) {
      queued = { always: always || (queued?.always ?? false) };
      return;
    }
    running = true;
    try {
      await beat(always).catch(() => undefined);
    } finally {
      running = false;
    }
    const next = queued;
    queued = null;
    if (next) await run(next.always);
  };
  const settle = () => {
    window.clearTimeout(settling);
    settling = window.setTimeout(() => void run(false), settleMs);
  };
  const now = () => void run(true);

  const interval = window.setInterval(now, intervalMs);
  window.addEventListener('online', now);
  const unsubscribe = onChange(settle);
  now();
  return () => {
    stopped = true;
    window.clearInterval(interval);
    window.clearTimeout(settling);
    window.removeEventListener('online', now);
    unsubscribe();
  };
}
