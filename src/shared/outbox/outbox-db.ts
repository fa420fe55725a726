/*
 * The outbox in IndexedDB: the one source of truth for leads not yet delivered.
 * Runs in the page and the service worker; both open the same database.
 * Upgrades are additive steps keyed by version, so a queued lead survives every release.
 * Plain IndexedDB: the page opens it on every load, so it carries no wrapper library.
 */
import type { OutboxItem } from '@/shared/outbox/outbox-item';

export const outboxDbName = 'lead-outbox';
export const outboxDbVersion = 1;
const storeName = 'items';
const creationOrder = 'by-created';

let opening: Promise<IDBDatabase> | null = null;

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

export function openOutboxDb(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(outboxDbName, outboxDbVersion);
    request.onupgradeneeded = (event) => {
      if (event.oldVersion < 1) {
        const items = request.result.createObjectStore(storeName, { keyPath: 'id' });
        items.createIndex(creationOrder, 'createdAt');
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another context wants a newer version: step aside so its upgrade can run.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

/** One request in a transaction of its own; settles once the transaction has committed. */
async function inTransaction<T>(
  mode: IDBTransactionMode,
  makeRequest: (items: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openOutboxDb();
  const transaction = db.transaction(storeName, mode);
  const committed = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () =>
      reject(transaction.error ?? new Error('outbox transaction aborted'));
  });
  const [result] = await Promise.all([
    settled(makeRequest(transaction.objectStore(storeName))),
    committed,
  ]);
  return result;
}

/** Every item, oldest first: the order leads were captured in and are delivered in. */
export function listOutboxItems(): Promise<OutboxItem[]> {
  return inTransaction('readonly', (items) => items.index(creationOrder).getAll());
}

export async function putOutboxItem(item: OutboxItem): Promise<void> {
  await inTransaction('readwrite', (items) => items.put(item));
}

export async function deleteOutboxItem(id: string): Promise<void> {
  await inTransaction('readwrite', (items) => items.delete(id));
}

export function getOutboxItem(id: string): Promise<OutboxItem | undefined> {
  return inTransaction('readonly', (items) => items.get(id) as IDBRequest<OutboxItem | undefined>);
}

/** For tests: forget the cached connection so the next call reopens. */
export async function closeOutboxDb(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
}
