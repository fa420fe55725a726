/*
 * The outbox's fallback for browsers where IndexedDB cannot be opened: one Cache API cache
 * the page and the worker share, an entry per lead and per news item. Small on purpose
 * (a lead is a few kilobytes): it holds at most `maxFallbackLeads` leads of at most
 * `maxFallbackLeadBytes` each, a lead's file included, and refuses more, so a caller can
 * say so instead of pretending. Without transactions, a claim is a delete: only the context whose delete
 * removed an entry reports it.
 */
import { announceOutboxChange } from '@/shared/outbox/outbox-changes';
import type { OutboxItem } from '@/shared/outbox/outbox-item';
import type { OutboxNews } from '@/shared/outbox/outbox-news';
import type { OutboxStorage } from '@/shared/outbox/outbox-storage';

export const fallbackCacheName = 'lead-outbox-fallback';
export const maxFallbackLeads = 100;
export const maxFallbackLeadBytes = 64 * 1024;

const itemPath = '/__lead-outbox/items/';
const newsPath = '/__lead-outbox/news/';
const filePath = '/__lead-outbox/files/';

const entryUrl = (path: string, id: string) =>
  new URL(path + encodeURIComponent(id), globalThis.location.origin).href;

function cacheApi(): CacheStorage {
  if (typeof caches === 'undefined') throw new Error('no Cache API here');
  return caches;
}

/** The cache, or null while nothing was ever put aside (reads must not create it). */
async function existingCache(): Promise<Cache | null> {
  return (await cacheApi().has(fallbackCacheName)) ? cacheApi().open(fallbackCacheName) : null;
}

async function readAll<T>(path: string): Promise<{ url: string; value: T }[]> {
  const cache = await existingCache();
  if (!cache) return [];
  const requests = (await cache.keys()).filter((request) => request.url.includes(path));
  const entries = await Promise.all(
    requests.map(async (request) => {
      // Another context may have removed it since keys() listed it.
      const answer = await cache.match(request);
      return answer ? { url: request.url, value: (await answer.json()) as T } : null;
    }),
  );
  return entries.filter((entry) => entry !== null);
}

async function store(path: string, id: string, value: unknown): Promise<void> {
  const cache = await cacheApi().open(fallbackCacheName);
  await cache.put(
    entryUrl(path, id),
    new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } }),
  );
}

export const cacheOutboxStorage: OutboxStorage = {
  ready: async () => {
    // Touches the Cache API: where storage is blocked this throws, as IndexedDB did.
    await cacheApi().has(fallbackCacheName);
  },
  list: async () => (await readAll<OutboxItem>(itemPath)).map((entry) => entry.value),
  get: async (id) => {
    const answer = await (await existingCache())?.match(entryUrl(itemPath, id));
    return answer ? ((await answer.json()) as OutboxItem) : undefined;
  },
  getFile: async (id) => {
    const answer = await (await existingCache())?.match(entryUrl(filePath, id));
    return answer ? answer.blob() : undefined;
  },
  put: async (item, news, file) => {
    const size = new Blob([JSON.stringify(item)]).size + (file?.size ?? 0);
    if (size > maxFallbackLeadBytes) throw new Error(`lead too large to put aside: ${size} B`);
    // Counting needs the keys only, not every stored lead's body.
    const keys = (await (await existingCache())?.keys()) ?? [];
    const held = keys.filter((request) => request.url.includes(itemPath));
    const isNew = !held.some((request) => request.url === entryUrl(itemPath, item.id));
    if (isNew && held.length >= maxFallbackLeads) throw new Error('fallback outbox is full');
    // The file first: an item is never listed without the bytes it needs.
    if (file) {
      const cache = await cacheApi().open(fallbackCacheName);
      await cache.put(entryUrl(filePath, item.id), new Response(file));
    }
    await store(itemPath, item.id, item);
    if (news) await store(newsPath, news.id, news);
    announceOutboxChange();
  },
  remove: async (id, news) => {
    // News first: a crash in between leaves a lead to deliver again (a harmless duplicate
    // the database refuses), never a delivery nobody hears of.
    if (news) await store(newsPath, news.id, news);
    const cache = await existingCache();
    await cache?.delete(entryUrl(itemPath, id));
    await cache?.delete(entryUrl(filePath, id));
    announceOutboxChange();
  },
  claimNews: async (wanted) => {
    const cache = await existingCache();
    if (!cache) return [];
    const entries = (await readAll<OutboxNews>(newsPath)).filter((entry) => wanted(entry.value));
    const claimed = await Promise.all(entries.map((entry) => cache.delete(entry.url)));
    return entries.filter((_, index) => claimed[index]).map((entry) => entry.value);
  },
};
