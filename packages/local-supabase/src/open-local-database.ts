// Opens the configured database ready for use: takes the directory lock for
// PGlite, applies bootstrap, migrations and (on a new database) config.toml's [db.seed].
// Shared by the server and `npm run admin:grant`. Runs in Node.
// Invariant: a PGlite directory is never open in two places at once.
import { lockDataDir } from './data-dir-lock.ts';
import type { Database, DatabaseTarget } from './db.ts';
import { isPostgresUrl, openDatabase } from './db.ts';
import { prepareDatabase } from './prepare-database.ts';
import type { PrepareOptions } from './prepare-database.ts';

export interface LocalDatabase {
  db: Database;
  /** Whether this open created the database (and so seeded it). */
  created: boolean;
  close(): Promise<void>;
}

/** DATABASE_URL, else LOCAL_DB ('memory' or a directory), else .local/db. */
export function databaseFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  return env.DATABASE_URL || env.LOCAL_DB || '.local/db';
}

/** Where the data lives, for humans: never prints a URL's password. */
export function describeTarget(target: DatabaseTarget): string {
  if (target === 'memory') return 'in memory (discarded on exit)';
  if (!isPostgresUrl(target)) return `PGlite in ${target}`;
  const url = new URL(target);
  if (url.password) url.password = '***';
  return `PostgreSQL at ${url.toString()}`;
}

export async function openLocalDatabase(
  target: DatabaseTarget,
  project: PrepareOptions,
): Promise<LocalDatabase> {
  const unlock = target === 'memory' || isPostgresUrl(target) ? () => {} : lockDataDir(target);
  let db: Database | undefined;
  try {
    db = await openDatabase(target);
    const { created } = await prepareDatabase(db, project);
    // PGlite has no autovacuum, so nothing else keeps the planner's statistics current.
    if (db.engine === 'pglite') await db.exec('analyze');
    const opened = db;
    return {
      db: opened,
      created,
      close: async () => {
        await opened.close();
        unlock();
      },
    };
  } catch (error) {
    await db?.close();
    unlock();
    throw error;
  }
}
