/*
 * The early event contract: inlined at the top of every page's <head> (by
 * scripts/vite/early-actions.ts), so it listens from the first paint, long before
 * the app's code has loaded. A click (or Enter / Space, which browsers turn into a click)
 * on a button React has not hydrated yet would do nothing: this holds it, shows a busy
 * cursor, and clicks it again, once, as soon as React owns it. React may also stop a
 * click on a control it has begun to hydrate but cannot finish yet (its part of the page
 * waits for code): such a click is held the same way. A button that opens a dialog
 * (data-dialog-title) shows the dialog's frame at once. Links are left alone: they
 * navigate natively. Its default export is the inline script's body.
 */

/** Buttons and button-like controls; links are not among them. */
export const earlyActionSelector =
  'button,[role="button"],[role="tab"],input[type="submit"],input[type="button"],summary';

/** Set on <html> (outside what React hydrates) while any click waits for the app. */
export const pendingAttribute = 'data-early-pending';

export interface EarlyActions {
  /** Clicks held so far and not yet handed to the app. */
  pending(): number;
}

declare global {
  interface Window {
    earlyActions?: EarlyActions;
  }
}

export function installEarlyActions(win: Window): void {
  const doc = win.document;
  const queue: { control: HTMLElement; index: number }[] = [];
  let frame: { root: HTMLElement; control: HTMLElement; returnFocus: Element | null } | null = null;
  let timer = 0;

  // React keeps a control's props on the element once it has hydrated it: from then on
  // React handles the click itself. tests/unit/early-actions.test.tsx guards this key.
  const isLive = (control: Element) =>
    Object.keys(control).some((key) => key.startsWith('__reactProps$'));

  const appRoot = () => doc.getElementById('root');
  const showPending = () => doc.documentElement.toggleAttribute(pendingAttribute, queue.length > 0);

  const closeFrame = () => {
    if (!frame) return;
    frame.root.remove();
    frame = null;
  };

  const cancel = () => {
    if (!frame) return;
    const { control, returnFocus } = frame;
    const at = queue.findIndex((held) => held.control === control);
    if (at >= 0) queue.splice(at, 1);
    showPending();
    closeFrame();
    if (returnFocus instanceof HTMLElement) returnFocus.focus();
  };

  // The same markup and classes as src/components/dialog-frame.tsx, styled by global.css.
  const openFrame = (control: HTMLElement, title: string) => {
    if (frame?.control === control) return;
    closeFrame();
    const root = doc.createElement('div');
    root.className = 'dialog-frame';
    root.innerHTML =
      '<div class="dialog-frame-overlay" aria-hidden="true"></div>' +
      '<section class="dialog-frame-content" role="dialog" aria-modal="true" aria-labelledby="early-dialog-title">' +
      '<div class="dialog-frame-header"><h2 class="dialog-frame-title" id="early-dialog-title"></h2>' +
      '<button type="button" class="dialog-frame-close" aria-label="Close dialog">×</button></div>' +
      '<p class="dialog-frame-loading" role="status">Loading…</p></section>';
    root.querySelector('h2')!.textContent = title;
    root.querySelector('.dialog-frame-overlay')!.addEventListener('click', cancel);
    root.querySelector('button')!.addEventListener('click', cancel);
    root.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') cancel();
    });
    frame = { root, control, returnFocus: doc.activeElement };
    doc.body.append(root);
    root.querySelector('button')!.focus();
  };

  const replay = () => {
    timer = 0;
    while (queue.length > 0) {
      const head = queue[0]!;
      // A control React re-created (after a hydration mismatch) is found by its place.
      const control = head.control.isConnected
        ? head.control
        : doc.querySelectorAll<HTMLElement>(earlyActionSelector)[head.index];
      if (!control || !isLive(control)) break;
      queue.shift();
      showPending();
      // Focus first: the app's dialog records the focused element as its opener and
      // returns focus there when it closes. The frame stays until React takes the click.
      control.focus();
      control.click();
    }
    if (queue.length > 0) timer = win.setTimeout(replay, 25);
  };

  const hold = (control: HTMLElement) => {
    // A second click on a control still waiting is impatience, not a second action.
    if (queue.some((held) => held.control === control)) return;
    const index = Array.prototype.indexOf.call(doc.querySelectorAll(earlyActionSelector), control);
    queue.push({ control, index });
    showPending();
    const title = control.getAttribute('data-dialog-title');
    if (title) openFrame(control, title);
    if (!timer) timer = win.setTimeout(replay, 25);
  };

  // React takes a click at the root, on its way down. When it cannot dispatch it yet, it
  // stops it there: the click never reaches the control, and is held like an early one.
  // Its own dialog replaces the frame in the same task as a click it takes.
  const handOver = (control: HTMLElement) => {
    let reached = false;
    const onReached = () => {
      reached = true;
      if (frame?.control === control) closeFrame();
    };
    control.addEventListener('click', onReached, { capture: true, once: true });
    win.setTimeout(() => {
      control.removeEventListener('click', onReached, true);
      if (!reached) hold(control);
    });
  };

  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const control = target.closest<HTMLElement>(earlyActionSelector);
      if (!control || !appRoot()?.contains(control)) return;
      if (isLive(control)) {
        handOver(control);
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      hold(control);
    },
    true,
  );

  win.earlyActions = { pending: () => queue.length };
}

/** The inline script: the contract, installed on the page being parsed. */
export default function installOnThisPage(): void {
  installEarlyActions(window);
}
