import { leadKinds, type LeadKind } from '@/shared/leads/lead-kinds';

/** A lead kept on the device: why it waits, and that it will be sent without the visitor. */
export const queuedMessages = {
  offline: {
    title: 'Saved offline',
    message: "We'll send it automatically when you're back online.",
  },
  serverTrouble: {
    title: "Saved — we'll keep trying",
    message:
      "Our server didn't answer, so it's stored on this device. We'll send it automatically.",
  },
};

/** Not sent, and nowhere to keep it: no IndexedDB and no fallback store in this browser. */
export const unstoredMessage = {
  title: "Not sent — this browser can't save it for later",
  message:
    "We couldn't reach our server. Your entries are still in the form: please try again in a moment.",
};

/** The same, for a lead with a file: the fallback store takes only small files. */
export const unstoredFileMessage = {
  title: "Not sent — this browser can't keep the file for later",
  message:
    "We couldn't reach our server, and this browser can't store your résumé until we can. Your entries are still in the form: please try again when you're online, or apply without the file.",
};

/**
 * The one toast for leads that reached the server together (a replay): the kind's own toast
 * for a single lead, one summary for several.
 */
export function deliveredMessage(kinds: LeadKind[]): { title: string; message: string } {
  const [only] = kinds;
  if (kinds.length === 1 && only) return leadKinds[only].messages.success;
  const counts = new Map<LeadKind, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const parts = [...counts].map(([kind, count]) => `${count} × ${leadKinds[kind].label}`);
  return {
    title: `Sent ${kinds.length} saved submissions`,
    message: `What you saved on this device has reached us: ${parts.join(', ')}.`,
  };
}

/** A saved lead the server refused during a replay; the panel shows the reason. */
export function refusedMessage(kind: LeadKind): { title: string; message: string } {
  return {
    title: `${leadKinds[kind].label} not sent`,
    message: 'The server refused it. Open the pending list for the reason, to retry or discard.',
  };
}
