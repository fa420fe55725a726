// The transaction every REST and Storage request runs in. Runs in Node. Invariant: the role
// and request.jwt.claims are set first, as PostgREST sets them, so row-level
// security decides what the statement may see and change.
import type { IncomingMessage } from 'node:http';
import type { Database, Queryable } from './db.ts';
import type { Caller } from './gateway.ts';
import { forwardedHeaders } from './gateway.ts';
import type { Reply } from './http-util.ts';
import type { ApiSettings } from './project-config.ts';
import type { SchemaCache } from './rest-query.ts';
import { fromDatabaseError, quoteIdent } from './rest-query.ts';

/** What every REST request is answered from: the database, its tables and the [api] settings. */
export interface RestServer {
  db: Database;
  schema: SchemaCache;
  settings: ApiSettings;
}

/** PostgREST's search_path: the exposed schema, then [api] extra_search_path. */
export const restSearchPath = (settings: ApiSettings): string[] => [
  'public',
  ...settings.extraSearchPath,
];

/** One transaction per request, with the role, claims and headers set the way PostgREST sets them. */
export async function inTransaction<T = Reply>(
  db: Database,
  caller: Caller,
  req: Pick<IncomingMessage, 'method' | 'headers' | 'socket'>,
  url: URL,
  searchPath: readonly string[],
  statement: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('search_path', $6, true),
                set_config('request.method', $3, true), set_config('request.path', $4, true),
                set_config('request.headers', $5, true)`,
        [
          caller.role,
          JSON.stringify(caller.claims),
          req.method ?? 'GET',
          url.pathname,
          JSON.stringify(forwardedHeaders(req)),
          searchPath.map(quoteIdent).join(', '),
        ],
      );
      return statement(tx);
    });
  } catch (error) {
    throw fromDatabaseError(error, caller.role);
  }
}
