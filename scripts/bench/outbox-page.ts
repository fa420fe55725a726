/*
 * The benches' view of the app's outbox, run in the page. They open the database the app
 * made at whatever version it is (never a version of their own: a bench that pinned one
 * broke when the outbox gained its news store) and never create or upgrade it.
 * No named inner functions: tsx would wrap them in a helper the page lacks.
 */

export interface OutboxSummary {
  ids: string[];
  /** Why the items wait: 'N x state, attempts A: last error' counts. */
  reasons: string[];
}

/** Whether the app has made its outbox in this origin yet. */
export async function outboxExists(): Promise<boolean> {
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name === 'lead-outbox');
}

/**
 * What a bench asks of the outbox: a summary of the items of one kind (null: every kind),
 * or to add items as the app's own writes would.
 */
export type OutboxTask = { summarise: string | null } | { write: { id: string }[] };

/** Runs the task on the outbox the app made; a write resolves with an empty summary. */
export function onOutbox(task: OutboxTask): Promise<OutboxSummary> {
  interface Item {
    id: string;
    kind: string;
    state: string;
    attempts: number;
    lastError: string | null;
  }
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('lead-outbox');
    // No outbox yet: make none, the app's upgrade would never run on it.
    request.onupgradeneeded = () => request.transaction!.abort();
    request.onerror = () => reject(new Error(`no outbox to open: ${String(request.error)}`));
    request.onsuccess = () => {
      const db = request.result;
      if ('write' in task) {
        const tx = db.transaction('items', 'readwrite');
        for (const item of task.write) tx.objectStore('items').put(item);
        tx.oncomplete = () => (db.close(), resolve({ ids: [], reasons: [] }));
        tx.onerror = () => (db.close(), reject(tx.error));
        return;
      }
      const all = db.transaction('items').objectStore('items').getAll();
      all.onsuccess = () => {
        db.close();
        const items = (all.result as Item[]).filter(
          (item) => task.summarise === null || item.kind === task.summarise,
        );
        const reasons = new Map<string, number>();
        for (const item of items) {
          const reason = `${item.state}, attempts ${item.attempts}: ${item.lastError ?? 'no error'}`;
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        }
        resolve({
          ids: items.map((item) => item.id),
          reasons: [...reasons].map(([reason, n]) => `${n} x ${reason}`),
        });
      };
      all.onerror = () => (db.close(), reject(all.error));
    };
  });
}
