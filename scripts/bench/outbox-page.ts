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

/** The items of one kind the outbox holds (every kind without one), and why they wait. */
export function summariseOutbox(kind: string | null): Promise<OutboxSummary> {
  interface Item {
    id: string;
    kind: string;
    state: string;
    attempts: number;
    lastError: string | null;
  }
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('lead-outbox');
    request.onupgradeneeded = () => {
      request.transaction!.abort();
    };
    request.onerror = () => reject(request.error ?? new Error('the app has made no outbox'));
    request.onsuccess = () => {
      const db = request.result;
      const all = db.transaction('items').objectStore('items').getAll();
      all.onsuccess = () => {
        db.close();
        const items = (all.result as Item[]).filter((item) => kind === null || item.kind === kind);
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

/** Adds items to the outbox the app made, as its own writes would. */
export function writeOutbox(items: { id: string }[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('lead-outbox');
    request.onupgradeneeded = () => {
      request.transaction!.abort();
    };
    request.onerror = () => reject(request.error ?? new Error('the app has made no outbox'));
    request.onsuccess = () => {
      const db = request.result;
      const tx = db.transaction('items', 'readwrite');
      for (const item of items) tx.objectStore('items').put(item);
      tx.oncomplete = () => (db.close(), resolve());
      tx.onerror = () => (db.close(), reject(tx.error));
    };
  });
}
