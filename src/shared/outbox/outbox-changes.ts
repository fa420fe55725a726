/*
 * News that the outbox changed, for every context of the site: each tab and the service
 * worker. Whoever writes the outbox announces it; every page then re-reads IndexedDB, so
 * each tab's pending count follows the store within milliseconds, online or offline.
 * Runs in the page and the worker; a no-op where BroadcastChannel is missing.
 */
const channelName = 'lead-outbox-changes';

export function announceOutboxChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  // A channel per message: it is delivered even though the channel closes at once, and no
  // open channel is left behind in a context that only writes.
  const channel = new BroadcastChannel(channelName);
  channel.postMessage('changed');
  channel.close();
}

/** Calls `listener` whenever any context (this one included) changed the outbox. */
export function onOutboxChange(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = () => listener();
  return () => channel.close();
}
