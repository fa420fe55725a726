import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  closeOutboxDb,
  openOutboxDb,
  outboxDbName,
  outboxDbVersion,
} from '@/shared/outbox/outbox-db';
import { claimOutboxNews, listOutboxItems } from '@/shared/outbox/outbox-storage';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

afterEach(async () => {
  await closeOutboxDb();
});

describe('the outbox database', () => {
  it('opens a version 1 database written by an earlier release with its items intact', async () => {
    const open = indexedDB.open(outboxDbName, 1);
    open.onupgradeneeded = () => {
      const items = open.result.createObjectStore('items', { keyPath: 'id' });
      items.createIndex('by-created', 'createdAt');
      items.add({ id: 'b', kind: 'contact', payload: {}, createdAt: 2, state: 'pending' });
      items.add({ id: 'a', kind: 'booking', payload: {}, createdAt: 1, state: 'failed' });
    };
    (await request(open)).close();

    expect((await listOutboxItems()).map((item) => item.id)).toEqual(['a', 'b']);
    expect(await claimOutboxNews()).toEqual([]);
  });

  it('creates the stores and the creation-order index on a new device', async () => {
    const db = await openOutboxDb();
    expect(db.version).toBe(outboxDbVersion);
    expect([...db.objectStoreNames]).toEqual(['files', 'items', 'news']);
    expect([...db.transaction('items').store.indexNames]).toEqual(['by-created']);
  });

  it('steps aside when a newer release opens a higher version, so its upgrade is not blocked', async () => {
    await openOutboxDb();
    const newer = indexedDB.open(outboxDbName, outboxDbVersion + 1);
    newer.onupgradeneeded = () => undefined;
    const db = await request(newer);
    expect(db.version).toBe(outboxDbVersion + 1);
    db.close();
  });
});
