/*
 * The outbox in IndexedDB: where leads wait until delivered, and the news of what became
 * of them. Runs in the page and the service worker; both open the same database, through
 * idb. Upgrades are additive steps keyed by version, so a queued lead survives every
 * release. Writes settle only once their transaction has committed: a lead counts as
 * saved when it is on disk, not when the request was accepted. A lead's file (a résumé)
 * is stored in its own store, in the same transaction as the lead, so a lead is never kept
 * without its file and listing the queue never reads file bytes.
 */
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { announceOutboxChange } from '@/shared/outbox/outbox-changes';
import type { OutboxItem } from '@/shared/outbox/outbox-item';
import type { OutboxNews } from '@/shared/outbox/outbox-news';
import type { OutboxStorage } from '@/shared/outbox/outbox-storage';

export const outboxDbName = 'lead-outbox';
export const outboxDbVersion = 3;

interface OutboxSchema extends DBSchema {
  items: { key: string; value: OutboxItem; indexes: { 'by-created': number } };
  news: { key: string; value: OutboxNews };
  files: { key: string; value: Blob };
}

let opening: Promise<IDBPDatabase<OutboxSchema>> | null = null;

export function openOutboxDb(): Promise<IDBPDatabase<OutboxSchema>> {
  opening ??= openDB<OutboxSchema>(outboxDbName, outboxDbVersion, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        const items = db.createObjectStore('items', { keyPath: 'id' });
        items.createIndex('by-created', 'createdAt');
      }
      if (oldVersion < 2) db.createObjectStore('news', { keyPath: 'id' });
      if (oldVersion < 3) db.createObjectStore('files');
    },
    // Another context wants a newer version: step aside so its upgrade can run.
    blocking(_currentVersion, _blockedVersion, event) {
      (event.target as IDBDatabase).close();
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

type WriteTransaction = IDBPTransaction<OutboxSchema, ['items', 'news', 'files'], 'readwrite'>;

/** Changes items, news and files in one transaction, then tells every context. */
async function write(change: (transaction: WriteTransaction) => Promise<unknown>[]): Promise<void> {
  const transaction = (await openOutboxDb()).transaction(['items', 'news', 'files'], 'readwrite');
  await Promise.all([...change(transaction), transaction.done]);
  announceOutboxChange();
}

export const idbOutboxStorage: OutboxStorage = {
  ready: async () => {
    await openOutboxDb();
  },
  list: async () => (await openOutboxDb()).getAllFromIndex('items', 'by-created'),
  get: async (id) => (await openOutboxDb()).get('items', id),
  getFile: async (id) => (await openOutboxDb()).get('files', id),
  put: (item, news, file) =>
    write((transaction) => [
      transaction.objectStore('items').put(item),
      ...(news ? [transaction.objectStore('news').put(news)] : []),
      ...(file ? [transaction.objectStore('files').put(file, item.id)] : []),
    ]),
  remove: (id, news) =>
    write((transaction) => [
      transaction.objectStore('items').delete(id),
      transaction.objectStore('files').delete(id),
      ...(news ? [transaction.objectStore('news').put(news)] : []),
    ]),
  claimNews: async (wanted) => {
    // One read-write transaction: two tabs claiming at once never both get an entry.
    const transaction = (await openOutboxDb()).transaction('news', 'readwrite');
    const claim = async () => {
      const news = (await transaction.store.getAll()).filter(wanted);
      await Promise.all(news.map((entry) => transaction.store.delete(entry.id)));
      return news;
    };
    const [news] = await Promise.all([claim(), transaction.done]);
    return news;
  },
};

/** For tests: forget the cached connection so the next call reopens. */
export async function closeOutboxDb(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
}
