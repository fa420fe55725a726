// The subset of PostgREST under /rest/v1/<table> that the app uses: read with filters,
// order and paging (limit/offset or a Range header, at most [api] max_rows, Content-Range,
// Prefer: count=exact); insert; update (the admin's status changes); delete (the admin's
// availability rows). Calls under /rest/v1/rpc are in rest-rpc.ts. Runs in Node.
// Invariant: every request is one transaction that first sets role, request.jwt.claims
// and search_path as PostgREST does, so row-level security decides.
import type { IncomingMessage } from 'node:http';
import type { Queryable } from './db.ts';
import type { Caller } from './gateway.ts';
import { header } from './http-util.ts';
import type { Reply } from './http-util.ts';
import type { SchemaCache } from './rest-query.ts';
import { whereClause } from './rest-filters.ts';
import { requestedRange, restrictRange, type RowRange } from './rest-range.ts';
import type { RestServer } from './rest-transaction.ts';
import { inTransaction, restSearchPath } from './rest-transaction.ts';
import { RestError, orderClause, quoteIdent, selectList } from './rest-query.ts';

const singleObject = 'application/vnd.pgrst.object+json';

interface Prefer {
  representation: boolean;
  /** count=exact: the total of matching rows goes into Content-Range. */
  exactCount: boolean;
}

function parsePrefer(req: IncomingMessage): Prefer {
  const values = (header(req, 'prefer') ?? '').split(',').map((value) => value.trim());
  return {
    representation: values.includes('return=representation'),
    exactCount: values.includes('count=exact'),
  };
}

export async function handleRest(
  rest: RestServer,
  req: IncomingMessage,
  url: URL,
  table: string,
  body: unknown,
  caller: Caller,
): Promise<Reply> {
  const { db, schema, settings } = rest;
  const method = req.method ?? 'GET';
  const profile = header(
    req,
    method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile',
  );
  if (profile && profile !== 'public') {
    throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public', null);
  }
  if (!schema.has(table)) {
    throw new RestError(
      404,
      'PGRST205',
      `Could not find the table 'public.${table}' in the schema cache`,
    );
  }
  const single = (header(req, 'accept') ?? '').includes(singleObject);
  const run = (statement: (tx: Queryable) => Promise<Reply>) =>
    inTransaction(db, caller, req, url, restSearchPath(settings), statement);
  if (method === 'GET' || method === 'HEAD') {
    const range = restrictRange(requestedRange(req, url.searchParams), settings.maxRows);
    const head = method === 'HEAD';
    const reply = await run((tx) =>
      read(tx, schema, url, table, single, range, parsePrefer(req), head),
    );
    return head ? { ...reply, body: null } : reply;
  }
  if (method === 'POST') {
    return run((tx) => insert(tx, schema, url, table, body, parsePrefer(req), single));
  }
  if (method === 'PATCH') {
    return run((tx) => update(tx, schema, url, table, body, parsePrefer(req), single));
  }
  if (method === 'DELETE') {
    return run((tx) => remove(tx, schema, url, table, parsePrefer(req), single));
  }
  throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

/** Runs a query shaped `select <json text> as body, <count> as n` and builds the reply. */
async function jsonRows(tx: Queryable, sql: string, values: unknown[]) {
  const rows = await tx.query<{ body: string; n: number }>(sql, values);
  const row = rows[0] ?? { body: '[]', n: 0 };
  return { body: row.body, count: Number(row.n) };
}

/** Thrown inside the transaction, so a write that matched the wrong row count is rolled back. */
function assertSingle(count: number): void {
  if (count !== 1) {
    throw new RestError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${count} rows`,
    );
  }
}

function rowsReply(
  status: number,
  body: string,
  count: number,
  single: boolean,
  offset = 0,
): Reply {
  if (single) {
    assertSingle(count);
    return {
      status,
      body: body.slice(1, -1),
      headers: { 'Content-Type': `${singleObject}; charset=utf-8`, 'Content-Range': '0-0/*' },
    };
  }
  const range = count ? `${offset}-${offset + count - 1}/*` : '*/*';
  return { status, body, headers: { 'Content-Range': range } };
}

/** The rows as one JSON text and their count; a HEAD request counts them without the JSON. */
const aggregate = (source: string, head: boolean) =>
  head
    ? `select '[]' as body, count(*)::int as n from (${source}) pgrst_row`
    : `select coalesce(json_agg(pgrst_row), '[]')::text as body, count(*)::int as n from (${source}) pgrst_row`;

async function read(
  tx: Queryable,
  schema: SchemaCache,
  url: URL,
  table: string,
  single: boolean,
  range: RowRange,
  prefer: Prefer,
  head: boolean,
): Promise<Reply> {
  const params = url.searchParams;
  const values: unknown[] = [];
  const target = `"public".${quoteIdent(table)}`;
  const columns = selectList(schema, table, params.get('select'), target);
  const where = whereClause(schema, table, params, target, values);
  const order = orderClause(schema, table, params.get('order'));
  const paging = `${range.limit === null ? '' : `limit ${range.limit}`} offset ${range.offset}`;
  const sql = aggregate(`select ${columns} from ${target} ${where} ${order} ${paging}`, head);
  const { body, count } = await jsonRows(tx, sql, values);
  if (single || !prefer.exactCount) return rowsReply(200, body, count, single, range.offset);
  const totals = await tx.query<{ n: number }>(
    `select count(*)::int as n from ${target} ${where}`,
    values,
  );
  return pagedReply(body, count, range, Number(totals[0]?.n ?? 0));
}

/** A page with the total known, as PostgREST answers it: 206 for part, 416 past the end. */
function pagedReply(body: string, count: number, range: RowRange, total: number): Reply {
  if (range.offset > 0 && range.offset >= total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${range.offset} was requested, but there are only ${total} rows.`,
    );
  }
  const contentRange = count
    ? `${range.offset}-${range.offset + count - 1}/${total}`
    : `*/${total}`;
  const partial = count < total;
  return { status: partial ? 206 : 200, body, headers: { 'Content-Range': contentRange } };
}

function objectsOf(body: unknown): Record<string, unknown>[] {
  const items = Array.isArray(body) ? body : [body];
  if (
    body === undefined ||
    items.some((item) => !item || typeof item !== 'object' || Array.isArray(item))
  ) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  return items as Record<string, unknown>[];
}

function payloadColumns(schema: SchemaCache, table: string, names: string[]): string[] {
  for (const name of names) {
    if (!schema.get(table)?.has(name)) {
      throw new RestError(
        400,
        'PGRST204',
        `Could not find the '${name}' column of '${table}' in the schema cache`,
      );
    }
  }
  return names.map(quoteIdent);
}

async function insert(
  tx: Queryable,
  schema: SchemaCache,
  url: URL,
  table: string,
  body: unknown,
  prefer: Prefer,
  single: boolean,
): Promise<Reply> {
  const rows = objectsOf(body);
  const names = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const columns = payloadColumns(schema, table, names);
  const target = `"public".${quoteIdent(table)}`;
  const list = columns.join(', ');
  const returning = prefer.representation
    ? selectList(schema, table, url.searchParams.get('select'), target)
    : '1';
  // PostgREST's own shape: the payload is one json parameter that Postgres casts per column.
  const sql = columns.length
    ? `insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, $1::json)`
    : `insert into ${target} select from json_populate_recordset(null::${target}, $1::json)`;
  const { body: json, count } = await jsonRows(
    tx,
    `with pgrst_source as (${sql} returning ${returning}) ${aggregate('select * from pgrst_source', false)}`,
    [JSON.stringify(rows)],
  );
  if (!prefer.representation)
    return { status: 201, body: null, headers: { 'Content-Range': '*/*' } };
  return rowsReply(201, json, count, single);
}

async function update(
  tx: Queryable,
  schema: SchemaCache,
  url: URL,
  table: string,
  body: unknown,
  prefer: Prefer,
  single: boolean,
): Promise<Reply> {
  const [row] = objectsOf(body);
  if (Array.isArray(body) || !row) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  const columns = payloadColumns(schema, table, Object.keys(row));
  const target = `"public".${quoteIdent(table)}`;
  const values: unknown[] = [JSON.stringify(row)];
  const where = whereClause(schema, table, url.searchParams, 'pgrst_target', values);
  // Hosted Supabase loads pg-safeupdate, which refuses an UPDATE without a WHERE clause.
  if (!where) throw new RestError(400, '21000', 'UPDATE requires a WHERE clause');
  if (!columns.length)
    return { status: prefer.representation ? 200 : 204, body: prefer.representation ? '[]' : null };
  const sets = columns.map((column) => `${column} = pgrst_body.${column}`).join(', ');
  const returning = prefer.representation
    ? selectList(schema, table, url.searchParams.get('select'), 'pgrst_target')
    : '1';
  const sql = `update ${target} as pgrst_target set ${sets}
    from (select * from json_populate_record(null::${target}, $1::json)) pgrst_body
    ${where} returning ${returning}`;
  return changedRows(tx, sql, values, prefer, single);
}

/** DELETE: the filtered rows row-level security lets the caller delete. */
async function remove(
  tx: Queryable,
  schema: SchemaCache,
  url: URL,
  table: string,
  prefer: Prefer,
  single: boolean,
): Promise<Reply> {
  const values: unknown[] = [];
  const where = whereClause(schema, table, url.searchParams, 'pgrst_target', values);
  // pg-safeupdate refuses a DELETE without a WHERE clause too.
  if (!where) throw new RestError(400, '21000', 'DELETE requires a WHERE clause');
  const returning = prefer.representation
    ? selectList(schema, table, url.searchParams.get('select'), 'pgrst_target')
    : '1';
  const sql = `delete from "public".${quoteIdent(table)} as pgrst_target ${where} returning ${returning}`;
  return changedRows(tx, sql, values, prefer, single);
}

/** An UPDATE's or DELETE's reply: 204 with the count, or the rows it returned. */
async function changedRows(
  tx: Queryable,
  sql: string,
  values: unknown[],
  prefer: Prefer,
  single: boolean,
): Promise<Reply> {
  const { body: json, count } = await jsonRows(
    tx,
    `with pgrst_source as (${sql}) ${aggregate('select * from pgrst_source', false)}`,
    values,
  );
  if (!prefer.representation) {
    if (single) assertSingle(count);
    return {
      status: 204,
      body: null,
      headers: { 'Content-Range': count ? `0-${count - 1}/*` : '*/*' },
    };
  }
  return rowsReply(200, json, count, single);
}
