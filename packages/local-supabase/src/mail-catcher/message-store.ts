// The mail catcher's mailbox: the newest `keep` messages, newest first, in memory and, when
// given a file, in that file as their raw sources, so mail caught before a restart (a
// confirmation link, say) is still there after it. Runs in Node, inside the mail catcher.
// Invariant: the file is rewritten whole, through a temporary file and a rename, after every
// change, so it is never half written; an unreadable file is reported and then replaced.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { CaughtMessage, Receipt } from './caught-message.ts';
import { parseCaught } from './caught-message.ts';

export interface MessageStore {
  add(source: Buffer, username: string): Promise<CaughtMessage>;
  /** Newest first. */
  list(): readonly CaughtMessage[];
  get(id: string): CaughtMessage | undefined;
  markRead(message: CaughtMessage): void;
  /** Every message when `ids` is 'all'. */
  remove(ids: readonly string[] | 'all'): void;
}

interface SavedMessage {
  ID: string;
  Created: string;
  Read: boolean;
  Username: string;
  /** The raw source, base64: a message may carry 8-bit bytes that are not UTF-8. */
  Source: string;
}

/** Like Mailpit's IDs: 22 URL-safe characters. */
const newId = () => randomBytes(16).toString('base64url');

const isSaved = (value: unknown): value is SavedMessage =>
  typeof value === 'object' &&
  value !== null &&
  ['ID', 'Created', 'Username', 'Source'].every(
    (field) => typeof (value as Record<string, unknown>)[field] === 'string',
  ) &&
  typeof (value as Record<string, unknown>).Read === 'boolean';

async function load(file: string, keep: number): Promise<CaughtMessage[]> {
  if (!existsSync(file)) return [];
  let saved: unknown;
  try {
    saved = (JSON.parse(readFileSync(file, 'utf8')) as { messages?: unknown }).messages;
  } catch (error) {
    console.warn(`[mail-catcher] ignoring the unreadable mail file ${file}:`, error);
    return [];
  }
  if (!Array.isArray(saved)) {
    console.warn(`[mail-catcher] ignoring ${file}: it holds no caught messages`);
    return [];
  }
  const messages = await Promise.all(
    saved
      .filter(isSaved)
      .slice(0, keep)
      .map(({ ID, Created, Read, Username, Source }) =>
        parseCaught(Buffer.from(Source, 'base64'), {
          id: ID,
          created: Created,
          read: Read,
          username: Username,
        }).catch(() => null),
      ),
  );
  return messages.filter((message) => message !== null);
}

function save(file: string, messages: readonly CaughtMessage[]): void {
  const saved: SavedMessage[] = messages.map((message) => ({
    ID: message.id,
    Created: message.created,
    Read: message.read,
    Username: message.username,
    Source: message.source.toString('base64'),
  }));
  try {
    writeFileSync(`${file}.tmp`, JSON.stringify({ messages: saved }));
    renameSync(`${file}.tmp`, file);
  } catch (error) {
    console.error(`[mail-catcher] could not save the mailbox to ${file}:`, error);
  }
}

export async function openMessageStore(file: string | null, keep: number): Promise<MessageStore> {
  let messages = file ? await load(file, keep) : [];
  const changed = () => {
    if (file) save(file, messages);
  };
  return {
    async add(source, username) {
      const receipt: Receipt = {
        id: newId(),
        created: new Date().toISOString(),
        read: false,
        username,
      };
      const message = await parseCaught(source, receipt);
      // Parsing is asynchronous: a message that arrived later may be in already.
      messages = [message, ...messages]
        .sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0))
        .slice(0, keep);
      changed();
      return message;
    },
    list: () => messages,
    get: (id) => messages.find((message) => message.id === id),
    markRead(message) {
      if (message.read) return;
      message.read = true;
      changed();
    },
    remove(ids) {
      const doomed = ids === 'all' ? null : new Set(ids);
      messages = doomed ? messages.filter((message) => !doomed.has(message.id)) : [];
      changed();
    },
  };
}
