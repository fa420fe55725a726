import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maxFallbackLeads } from '@/shared/outbox/outbox-cache-storage';
import { closeOutboxDb } from '@/shared/outbox/outbox-db';
import { newOutboxItem } from '@/shared/outbox/outbox-item';
import {
  claimOutboxNews,
  listOutboxItems,
  OutboxUnavailableError,
  putOutboxItem,
} from '@/shared/outbox/outbox-storage';
import { replayOutbox } from '@/shared/outbox/replay';
import { createFakeCacheStorage } from './fake-cache-storage';
import { createFakeRestServer } from './fake-rest-server';

const backend = { url: 'http://backend.test', anonKey: 'anon-key' };
const lead = (name: string, createdAt?: number) =>
  newOutboxItem('contact', { name, email: `${name}@example.com`, message: 'Hi' }, createdAt);

/** IndexedDB as a blocked profile has it: every open fails. */
function breakIndexedDb(): void {
  vi.stubGlobal('indexedDB', {
    open: () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    },
  });
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  vi.stubGlobal('caches', createFakeCacheStorage());
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await closeOutboxDb();
});

describe('the outbox without IndexedDB', () => {
  it('keeps leads in the Cache API fallback, replays and tells of them', async () => {
    breakIndexedDb();
    const item = lead('ada');
    await putOutboxItem(item);
    expect(await listOutboxItems()).toEqual([item]);

    const server = createFakeRestServer();
    const report = await replayOutbox({ backend, fetchImpl: server.fetchImpl });
    expect(report.delivered.map((delivered) => delivered.id)).toEqual([item.id]);
    expect(server.rows.has(item.id)).toBe(true);
    expect(await listOutboxItems()).toEqual([]);
    expect((await claimOutboxNews()).map((news) => news.outcome)).toEqual(['delivered']);
    expect(await claimOutboxNews()).toEqual([]);
  });

  it('lets a context with IndexedDB replay what a context without it put aside', async () => {
    const stored = lead('aside', 1);
    const realIndexedDb = globalThis.indexedDB;
    breakIndexedDb();
    await putOutboxItem(stored);
    vi.stubGlobal('indexedDB', realIndexedDb);
    await putOutboxItem(lead('in-idb', 2));
    expect((await listOutboxItems()).map((item) => item.payload.name)).toEqual(['aside', 'in-idb']);
  });

  it(`refuses more than ${maxFallbackLeads} leads, and oversized ones`, async () => {
    breakIndexedDb();
    for (let index = 0; index < maxFallbackLeads; index += 1)
      await putOutboxItem(lead(`n${index}`));
    await expect(putOutboxItem(lead('one too many'))).rejects.toBeInstanceOf(
      OutboxUnavailableError,
    );
    const huge = newOutboxItem('contact', { message: 'x'.repeat(70_000) });
    await expect(putOutboxItem(huge)).rejects.toBeInstanceOf(OutboxUnavailableError);
  });

  it('says so when neither IndexedDB nor the Cache API can be used', async () => {
    breakIndexedDb();
    vi.stubGlobal('caches', undefined);
    await expect(putOutboxItem(lead('nowhere'))).rejects.toBeInstanceOf(OutboxUnavailableError);
    expect(await listOutboxItems()).toEqual([]);
  });
});

describe('news claimed by kind', () => {
  const news = (id: string, kind: 'contact' | 'event') =>
    ({ id, kind, outcome: 'delivered', at: 1 }) as const;

  it.each([
    ['IndexedDB', () => undefined],
    ['the Cache API fallback', breakIndexedDb],
  ])('in %s, leaves the entries a caller does not want for the next caller', async (_, set) => {
    set();
    await putOutboxItem(lead('contact-lead'), news('c1', 'contact'));
    await putOutboxItem(lead('event-lead'), news('e1', 'event'));
    const eventOnly = (entry: { kind: string }) => entry.kind === 'event';
    expect((await claimOutboxNews(eventOnly)).map((entry) => entry.id)).toEqual(['e1']);
    expect(await claimOutboxNews(eventOnly)).toEqual([]);
    expect((await claimOutboxNews()).map((entry) => entry.id)).toEqual(['c1']);
  });
});
