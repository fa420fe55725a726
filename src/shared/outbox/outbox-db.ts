/*
 * The outbox in IndexedDB: the one source of truth for leads not yet delivered.
 * Runs in the page and the service worker; both open the same database, through idb.
 * Upgrades are additive steps keyed by version, so a queued lead survives every release.
 * Writes settle only once their transaction has committed: a lead counts as saved when
 * it is on disk, not when the request was accepted.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { announceOutboxChange } from '@/shared/outbox/outbox-changes';
import type { OutboxItem } from '@/shared/outbox/outbox-item';

export const outboxDbName = 'lead-outbox';
export const outboxDbVersion = 1;

interface OutboxSchema extends DBSchema {
  items: { key: string; value: OutboxItem; indexes: { 'by-created': number } };
}

let opening: Promise<IDBPDatabase<OutboxSchema>> | null = null;

export function openOutboxDb(): Promise<IDBPDatabase<OutboxSchema>> {
  opening ??= openDB<OutboxSchema>(outboxDbName, outboxDbVersion, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        const items = db.createObjectStore('items', { keyPath: 'id' });
        items.createIndex('by-created', 'createdAt');
      }
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

/** Every item, oldest first: the order leads were captured in and are delivered in. */
export async function listOutboxItems(): Promise<OutboxItem[]> {
  return (await openOutboxDb()).getAllFromIndex('items', 'by-created');
}

export async function putOutboxItem(item: OutboxItem): Promise<void> {
  const transaction = (await openOutboxDb()).transaction('items', 'readwrite');
  await Promise.all([transaction.store.put(item), transaction.done]);
  announceOutboxChange();
}

export async function deleteOutboxItem(id: string): Promise<void> {
  const transaction = (await openOutboxDb()).transaction('items', 'readwrite');
  await Promise.all([transaction.store.delete(id), transaction.done]);
  announceOutboxChange();
}

export async function getOutboxItem(id: string): Promise<OutboxItem | undefined> {
  return (await openOutboxDb()).get('items', id);
}

/** For tests: forget the cached connection so the next call reopens. */
export async function closeOutboxDb(): Promise<void> {
  const db = await opening?.catch(() => null);
  db?.close();
  opening = null;
}
