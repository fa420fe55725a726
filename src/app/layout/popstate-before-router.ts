/**
 * A window runs its popstate listeners in the order they were added, capture or not (an
 * event fired at a window has no capture phase to jump ahead in), and the router adds its
 * own when it mounts. This one is added when the module loads, before any router mounts:
 * what it calls runs before the router has heard of the new path.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    for (const listener of listeners) listener();
  });
}

/** Calls `listener` on each popstate, before the router's own listener; returns its removal. */
export function onPopStateBeforeRouter(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
