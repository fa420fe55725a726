// PostgREST's /rest/v1/rpc/<function> as far as the project uses it: POST with
// the arguments as one JSON object, named, for a function in public that
// returns one value (the admin's search), a set of rows (the lead dispatcher's
// claim, as a JSON array of at most [api] max_rows) or void (204, no body). Runs in Node.
// Invariant: the call runs in the caller's role and claims, like every REST request, and
// the arguments reach Postgres as one json parameter cast to the function's own types.
import type { IncomingMessage } from 'node:http';
import type { Queryable } from './db.ts';
import type { Caller } from './gateway.ts';
import type { Reply } from './http-util.ts';
import { RestError, quoteIdent } from './rest-query.ts';
import type { RestServer } from './rest-transaction.ts';
import { inTransaction, restSearchPath } from './rest-transaction.ts';

interface FunctionSignature {
  names: string[];
  types: string[];
  /** Arguments from this index on have defaults and may be left out. */
  firstOptional: number;
  returnsSet: boolean;
  returnsVoid: boolean;
}

async function signaturesOf(tx: Queryable, name: string): Promise<FunctionSignature[]> {
  const rows = await tx.query<{
    names: string[] | null;
    types: string[];
    nargs: number;
    ndefaults: number;
    returns_set: boolean;
    returns_void: boolean;
  }>(
    `select p.proargnames as names, p.pronargs as nargs, p.pronargdefaults as ndefaults,
            p.proretset as returns_set, p.prorettype = 'pg_catalog.void'::regtype as returns_void,
            array(select pg_catalog.format_type(t, null) from unnest(p.proargtypes) t) as types
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  return rows.map((row) => ({
    names: (row.names ?? []).slice(0, row.nargs),
    types: row.types,
    firstOptional: row.nargs - row.ndefaults,
    returnsSet: row.returns_set,
    returnsVoid: row.returns_void,
  }));
}

/** The overload PostgREST would pick: every argument given is named, every required one given. */
function matching(signatures: FunctionSignature[], given: string[]) {
  return signatures.find(
    (signature) =>
      given.every((name) => signature.names.includes(name)) &&
      signature.names.slice(0, signature.firstOptional).every((name) => given.includes(name)),
  );
}

function notFound(name: string, given: string[]): RestError {
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${given.join(', ')}) in the schema cache`,
    `Searched for the function public.${name} with parameters ${given.join(', ')} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

async function callFunction(
  tx: Queryable,
  name: string,
  body: unknown,
  maxRows: number,
): Promise<Reply> {
  const args = body ?? {};
  if (typeof args !== 'object' || Array.isArray(args)) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const given = Object.keys(args);
  const signature = matching(await signaturesOf(tx, name), given);
  if (!signature) throw notFound(name, given);
  const columns = given.map(
    (arg) => `${quoteIdent(arg)} ${signature.types[signature.names.indexOf(arg)]}`,
  );
  const call = `"public".${quoteIdent(name)}(${given
    .map((arg) => `${quoteIdent(arg)} => pgrst_args.${quoteIdent(arg)}`)
    .join(', ')})`;
  const from = given.length
    ? ` from json_to_record($1::json) as pgrst_args(${columns.join(', ')})`
    : '';
  const params = given.length ? [JSON.stringify(args)] : [];
  if (signature.returnsVoid) {
    await tx.query(`select ${call}${from}`, params);
    return { status: 204, body: null };
  }
  // A set of rows is answered as PostgREST does: a JSON array, one object per row, the
  // first max_rows of them.
  const rowsFrom = given.length
    ? `${from}, lateral ${call} as pgrst_call`
    : ` from ${call} as pgrst_call`;
  const select = signature.returnsSet
    ? `select coalesce(pg_catalog.json_agg(pgrst_row.pgrst_call), '[]')::text as body
         from (select pgrst_call${rowsFrom} limit ${maxRows}) pgrst_row`
    : `select pg_catalog.to_json(${call})::text as body${from}`;
  const rows = await tx.query<{ body: string | null }>(select, params);
  return { status: 200, body: rows[0]?.body ?? 'null' };
}

/** POST /rest/v1/rpc/<name>: PostgREST also allows GET for read-only functions; nothing here uses it. */
export function handleRpc(
  rest: RestServer,
  req: IncomingMessage,
  url: URL,
  name: string,
  body: unknown,
  caller: Caller,
): Promise<Reply> {
  const method = req.method ?? 'GET';
  if (method !== 'POST') throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  return inTransaction(rest.db, caller, req, url, restSearchPath(rest.settings), (tx) =>
    callFunction(tx, name, body, rest.settings.maxRows),
  );
}
