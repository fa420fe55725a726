/*
 * The outbox in IndexedDB: the one source of truth for leads not yet delivered.
 * Runs in the page and the service worker; both open the same database.
 * Upgrades are additive steps keyed by version, so a queued lead survives every release.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxItem } from '@/shared/outbox/outbox-item';

export const outboxDbName = 'lead-outbox';
export const outboxDbVersion = 1;

interface OutboxSchema extends DBSchema {
  items: { key: string; value: OutboxItem; indexes: { 'by-created': number } };
}

export type OutboxDb = IDBPDatabase<OutboxSchema>;

let opening: Promise<OutboxDb> | null = null;

export function openOutboxDb(): Promise<OutboxDb> {
  opening ??= openDB<OutboxSchema>(outboxDbName, outboxDbVersion, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        const items = db.createObjectStore('items', { keyPath: 'id' });
        items.createIndex('by-created', 'createdAt');
      }
    },
    // Another context wants a newer version: step aside so its upgrade can run.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}

/** Every item, oldest first: the order leads were captured in and are delivered in. */
export async function listOutboxItems(): Promise<OutboxItem[]> {
  const db = await openOutboxDb();
  return db.getAllFromIndex('items', 'by-created');
}

export async function putOutboxItem(item: OutboxItem): Promise<void> {
  const db = await openOutboxDb();
  await db.put('items', item);
}

export async function deleteOutboxItem(id: string): Promise<void> {
  const db = await openOutboxDb();
  await db.delete('items', id);
}

export async function getOutboxItem(id: string): Promise<OutboxItem | undefined> {
  const db = await openOutboxDb();
  return db.get('items', id);
}

/** For tests: forget the cached connection so the next call reopens. */
export async function closeOutboxDb(): Promise<void> {
  const db = await opening;
  db?.close();
  opening = null;
}
