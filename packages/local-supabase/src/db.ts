// One interface over the two Postgres engines the local backend can use:
// PGlite (embedded WASM, in memory or in a directory) and a PostgreSQL server
// through node-postgres. Runs in Node only. Invariant: callers never learn
// which engine they have; every session uses UTC so JSON timestamps match
// hosted Supabase.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Extension, PGliteOptions } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';

export type Row = Record<string, unknown>;

export interface Queryable {
  /** One statement, with $n parameters. */
  query<R extends Row = Row>(sql: string, params?: unknown[]): Promise<R[]>;
  /** Several statements, no parameters; the rows of each statement, in order. */
  exec(sql: string): Promise<Row[][]>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs fn in BEGIN … COMMIT, rolling back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs fn on one connection held for its whole duration. */
  session<T>(fn: (conn: Queryable) => Promise<T>): Promise<T>;
  /** LISTEN: onNotify runs for each NOTIFY on channel, once its transaction commits. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** 'memory', a directory for PGlite, or a postgres:// URL. */
export type DatabaseTarget = string;

export function isPostgresUrl(target: DatabaseTarget): boolean {
  return /^postgres(ql)?:\/\//.test(target);
}

type PgliteInstance = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'listen' | 'close'>;

/**
 * A PGlite release: what this file uses of its class, and the contrib extensions the
 * migrations create. Structural, because each release's class is a distinct type.
 */
export interface PgliteBuild {
  PGlite: {
    readonly defaultStartParams: string[];
    create(options: PGliteOptions): Promise<PgliteInstance>;
  };
  extensions: { pgcrypto: Extension; pg_trgm: Extension; btree_gist: Extension };
}

/** The release the backend runs on; tests pass others to run on other Postgres majors. */
const defaultPglite: PgliteBuild = {
  PGlite,
  extensions: { pgcrypto, pg_trgm, btree_gist },
};

/** pglite is the release to open when target is not a URL. */
export async function openDatabase(
  target: DatabaseTarget,
  pglite: PgliteBuild = defaultPglite,
): Promise<Database> {
  return isPostgresUrl(target) ? openPostgres(target) : openPglite(target, pglite);
}

async function openPglite(target: DatabaseTarget, pglite: PgliteBuild): Promise<Database> {
  const dataDir = target === 'memory' ? undefined : target;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await pglite.PGlite.create({
    dataDir,
    extensions: pglite.extensions,
    // Postgres' own page cache lives inside the WebAssembly heap, which never shrinks, and
    // PGlite's data files sit in the OS cache anyway. 48 MB instead of the default 128 MB
    // keeps the backend under 500 MB at 100,000 leads per kind (npm run bench: 431 MB
    // instead of 521 MB) for about 40-80 ms more on a search for a common word.
    startParams: [...pglite.PGlite.defaultStartParams, '-c', 'shared_buffers=48MB'],
  });
  // PGlite reads every page from memory or the OS cache, so a random read costs about what
  // a sequential one does; Postgres' default (4) makes it scan whole tables instead of
  // using the dashboard's trigram and paging indexes.
  await db.exec("set timezone to 'UTC'; set random_page_cost = 1.1");
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <R extends Row>(sql: string, params?: unknown[]) =>
      (await q.query<R>(sql, params)).rows,
    exec: async (sql: string) => (await q.exec(sql)).map((result) => result.rows as Row[]),
  });
  return {
    engine: 'pglite',
    ...wrap(db),
    // PGlite has a single connection and queues other queries while a
    // transaction is open, so requests are serialised and roles cannot leak.
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    session: (fn) => fn(wrap(db)),
    listen: async (channel, onNotify) => {
      const unlisten = await db.listen(channel, onNotify);
      return () => unlisten();
    },
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, options: '-c TimeZone=UTC', max: 10 });
  await pool.query('select 1');
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <R extends Row>(sql: string, params?: unknown[]) =>
      (await client.query<R>(sql, params)).rows,
    exec: async (sql: string) => {
      // A multi-statement simple query yields an array of results; one statement, a single result.
      const result = (await client.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(result) ? result : [result]).map((r) => r.rows as Row[]);
    },
  });
  const session = async <T>(fn: (conn: Queryable) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      const value = await fn(wrap(client));
      client.release();
      return value;
    } catch (error) {
      // Destroy rather than reuse a connection that may sit in a failed transaction.
      client.release(true);
      throw error;
    }
  };
  return {
    engine: 'postgres',
    ...wrap(pool),
    transaction: (fn) =>
      session(async (conn) => {
        await conn.query('begin');
        const value = await fn(conn);
        await conn.query('commit');
        return value;
      }),
    session,
    listen: async (channel, onNotify) => {
      // A connection of its own, outside the pool, held until unlisten.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      await client.query(`listen "${channel.replaceAll('"', '""')}"`);
      return () => client.end();
    },
    close: () => pool.end(),
  };
}
