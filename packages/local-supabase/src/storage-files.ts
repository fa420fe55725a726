// Where the embedded backend keeps Storage objects' bytes: in memory beside an in-memory
// database, else in one flat directory of files named by the object version (a UUID the
// server makes), like the version suffix of hosted Storage's file backend. Runs in Node.
// Invariant: an object's key never becomes a path; only a UUID does, so nothing a client
// or a storage.objects row says can reach outside the directory.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseTarget } from './db.ts';
import { isPostgresUrl } from './db.ts';

export interface FileStore {
  write(version: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when there are none under this version. */
  read(version: string): Promise<Buffer | null>;
  remove(versions: string[]): Promise<void>;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The directory of a target's files, null for 'memory'. A PGlite directory's sit beside it
 * (`.local/db` → `.local/db.storage`), not in it, since PGlite wants its data directory to
 * itself; beside it, they are copied, moved and deleted with it, and the lock that guards
 * the database guards them too. A PostgreSQL server's go under `.local/storage/`, one
 * directory per host, port and database, so two databases never share files.
 */
export function storageDirectory(target: DatabaseTarget): string | null {
  if (target === 'memory') return null;
  if (!isPostgresUrl(target)) return `${target}.storage`;
  const url = new URL(target);
  const database = decodeURIComponent(url.pathname.slice(1)) || 'postgres';
  const name = `${url.hostname}-${url.port || '5432'}-${database}`.replace(/[^\w.-]/g, '_');
  return join('.local', 'storage', name);
}

export function openFileStore(target: DatabaseTarget): FileStore {
  const directory = storageDirectory(target);
  return directory ? directoryStore(directory) : memoryStore();
}

function memoryStore(): FileStore {
  const files = new Map<string, Buffer>();
  return {
    write: async (version, bytes) => {
      files.set(version, bytes);
    },
    read: async (version) => files.get(version) ?? null,
    remove: async (versions) => {
      for (const version of versions) files.delete(version);
    },
  };
}

function directoryStore(directory: string): FileStore {
  const path = (version: string): string | null =>
    uuid.test(version) ? join(directory, version) : null;
  return {
    write: async (version, bytes) => {
      const file = path(version);
      if (!file) throw new Error(`Not an object version: ${version}`);
      await mkdir(directory, { recursive: true });
      await writeFile(file, bytes);
    },
    read: async (version) => {
      const file = path(version);
      if (!file) return null;
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove: async (versions) => {
      for (const file of versions.map(path)) if (file) await rm(file, { force: true });
    },
  };
}
