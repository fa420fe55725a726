/** Idle time the browser grants only when no frame is pending: nothing is animating. */
const quietIdleMs = 40;
/** User Timing mark at that moment: tools (npm run bench) tell a first load from what follows. */
export const pageQuietMark = 'page-quiet';

/**
 * Runs `task` once the page has loaded and the main thread is truly idle: an idle period
 * of at least 40 ms, which browsers grant only while nothing is rendering (hydration,
 * entrance animations and counters first have to finish). Runs anyway after `maxWaitMs`.
 */
export function whenPageQuiet(task: () => void, maxWaitMs = 5000): void {
  const run = () => {
    performance.mark(pageQuietMark);
    task();
  };
  const afterLoad = () => {
    if (!window.requestIdleCallback) {
      window.setTimeout(run, 1000);
      return;
    }
    const giveUpAt = performance.now() + maxWaitMs;
    const check = (deadline: IdleDeadline) => {
      if (deadline.didTimeout || deadline.timeRemaining() >= quietIdleMs) run();
      else wait();
    };
    const wait = () =>
      window.requestIdleCallback(check, {
        // 0 would mean no timeout at all: past the deadline, ask for the shortest one.
        timeout: Math.max(1, giveUpAt - performance.now()),
      });
    wait();
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
