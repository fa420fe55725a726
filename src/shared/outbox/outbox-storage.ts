/*
 * Where queued leads are kept, whichever medium this browser allows. IndexedDB first; when
 * it cannot be opened (private modes, a broken profile, storage blocked by policy), a small
 * Cache API store that the page and the worker both reach. Reads span both, so a lead put
 * aside in the fallback by a page without IndexedDB is still replayed by a worker that has
 * it. Runs in the page and the service worker.
 */
import { cacheOutboxStorage } from '@/shared/outbox/outbox-cache-storage';
import { idbOutboxStorage } from '@/shared/outbox/outbox-db';
import { isLeadKind } from '@/shared/outbox/outbox-kinds';
import type { OutboxItem } from '@/shared/outbox/outbox-item';
import type { OutboxNews } from '@/shared/outbox/outbox-news';

export interface OutboxStorage {
  /** Resolves when this medium can be used here; rejects when it cannot. */
  ready(): Promise<void>;
  list(): Promise<OutboxItem[]>;
  get(id: string): Promise<OutboxItem | undefined>;
  /** The bytes of the item's attachment, stored with it. */
  getFile(id: string): Promise<Blob | undefined>;
  /** Stores the item (with its file, if given); with news, records it in the same step. */
  put(item: OutboxItem, news?: OutboxNews, file?: Blob): Promise<void>;
  /** Deletes the item and its file; with news, records it in the same step. */
  remove(id: string, news?: OutboxNews): Promise<void>;
  /** Takes the unclaimed news entries `wanted` accepts: each entry reaches exactly one caller. */
  claimNews(wanted: NewsFilter): Promise<OutboxNews[]>;
}

export type NewsFilter = (entry: OutboxNews) => boolean;

/** Neither IndexedDB nor the fallback can hold a lead in this browser. */
export class OutboxUnavailableError extends Error {
  constructor(cause: unknown) {
    super("This browser can't store leads for later", { cause });
    this.name = 'OutboxUnavailableError';
  }
}

const media = [idbOutboxStorage, cacheOutboxStorage];

/** The media that work here, IndexedDB first. */
async function usableMedia(): Promise<OutboxStorage[]> {
  const checks = await Promise.allSettled(media.map((medium) => medium.ready()));
  return media.filter((_, index) => checks[index]?.status === 'fulfilled');
}

/** The medium that already holds this lead, if any, among those that work here. */
async function holderOf(media: OutboxStorage[], id: string): Promise<OutboxStorage | undefined> {
  for (const medium of media) {
    if (await medium.get(id)) return medium;
  }
  return undefined;
}

/** Every queued item, oldest first: the order leads were captured in and are delivered in. */
export async function listOutboxItems(): Promise<OutboxItem[]> {
  const lists = await Promise.all((await usableMedia()).map((medium) => medium.list()));
  return lists.flat().sort((a, b) => a.createdAt - b.createdAt);
}

export async function getOutboxItem(id: string): Promise<OutboxItem | undefined> {
  return (await holderOf(await usableMedia(), id))?.get(id);
}

export async function getOutboxFile(id: string): Promise<Blob | undefined> {
  return (await holderOf(await usableMedia(), id))?.getFile(id);
}

/**
 * Stores the item where it already lives, a new one (with its file) in the first medium
 * that takes it. A fallback that is full, or cannot hold the file, refuses, so the next
 * medium (or the caller) is tried.
 */
export async function putOutboxItem(
  item: OutboxItem,
  news?: OutboxNews,
  file?: Blob,
): Promise<void> {
  const media = await usableMedia();
  const holder = await holderOf(media, item.id);
  if (holder) return holder.put(item, news, file);
  let lastError: unknown = new Error('no storage medium works here');
  for (const medium of media) {
    try {
      return await medium.put(item, news, file);
    } catch (error) {
      lastError = error;
    }
  }
  throw new OutboxUnavailableError(lastError);
}

export async function deleteOutboxItem(id: string, news?: OutboxNews): Promise<void> {
  await (await holderOf(await usableMedia(), id))?.remove(id, news);
}

/**
 * News of deliveries and refusals nobody has told yet, of the entries `wanted` accepts (the
 * rest stay for a caller that wants them); each entry goes to one caller. Oldest first; a
 * rating's news after its lead's when one replay decided both within a millisecond (the
 * stores return entries in the order of their random ids).
 */
export async function claimOutboxNews(wanted: NewsFilter = () => true): Promise<OutboxNews[]> {
  const claims = await Promise.all((await usableMedia()).map((medium) => medium.claimNews(wanted)));
  const leadsFirst = (news: OutboxNews) => (isLeadKind(news.kind) ? 0 : 1);
  return claims.flat().sort((a, b) => a.at - b.at || leadsFirst(a) - leadsFirst(b));
}
