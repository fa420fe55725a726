// The transaction every REST and Storage request runs in. Runs in Node. Invariant: the role
// and request.jwt.claims are set first, as PostgREST sets them, so row-level
// security decides what the statement may see and change.
import type { IncomingMessage } from 'node:http';
import type { Database, Queryable } from './db.ts';
import type { Caller } from './gateway.ts';
import { forwardedHeaders } from './gateway.ts';
import type { Reply } from './http-util.ts';
import { fromDatabaseError } from './rest-query.ts';

/** One transaction per request, with the role, claims and headers set the way PostgREST sets them. */
export async function inTransaction<T = Reply>(
  db: Database,
  caller: Caller,
  req: Pick<IncomingMessage, 'method' | 'headers' | 'socket'>,
  url: URL,
  statement: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('search_path', '"public", "extensions"', true),
                set_config('request.method', $3, true), set_config('request.path', $4, true),
                set_config('request.headers', $5, true)`,
        [
          caller.role,
          JSON.stringify(caller.claims),
          req.method ?? 'GET',
          url.pathname,
          JSON.stringify(forwardedHeaders(req)),
        ],
      );
      return statement(tx);
    });
  } catch (error) {
    throw fromDatabaseError(error, caller.role);
  }
}
