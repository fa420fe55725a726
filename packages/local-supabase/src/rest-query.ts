// Parses the PostgREST query-string grammar that supabase-js sends (select=,
// order=, limit=, offset=) into SQL fragments; filters are in rest-filters.ts.
// Runs in Node. Invariant: identifiers are quoted only after they are found in
// the schema cache, and every value travels as a $n parameter, never as SQL.
import type { Database, Row } from './db.ts';

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  toReply(): { status: number; body: Row; headers?: Record<string, string> } {
    return {
      status: this.status,
      body: { code: this.code, details: this.details, hint: this.hint, message: this.message },
    };
  }
}

interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

const isPgError = (error: unknown): error is PgError =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as PgError).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((error as PgError).code);

/** PostgREST's SQLSTATE to HTTP status mapping (Error.hs, mapSQLtoHTTP). */
function statusFor(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  // A function's own status, as `raise … using errcode = 'PT429'` asks PostgREST for one.
  if (/^PT[1-5][0-9]{2}$/.test(code)) return Number(code.slice(2));
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42P01' || code === '42883') return 404;
  if (/^(08|53|57)/.test(code)) return 503;
  if (/^(XX|58)/.test(code)) return 500;
  return 400;
}

/** A database error as PostgREST reports it; anything else is passed through unchanged. */
export function fromDatabaseError(error: unknown, role: string): unknown {
  if (error instanceof RestError || !isPgError(error)) return error;
  return new RestError(
    statusFor(error.code, role),
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
  );
}

/** Public tables and views with their columns, read once at start. */
export type SchemaCache = Map<string, Set<string>>;

/** Every column of every table and view in public, as PostgREST's schema cache has them. */
export async function loadSchemaCache(db: Database): Promise<SchemaCache> {
  const rows = await db.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')`,
  );
  const cache: SchemaCache = new Map();
  for (const { table_name, column_name } of rows) {
    const columns = cache.get(table_name) ?? new Set<string>();
    columns.add(column_name);
    cache.set(table_name, columns);
  }
  return cache;
}

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

const parseError = (what: string, value: string) =>
  new RestError(400, 'PGRST100', `"failed to parse ${what} (${value})"`);

/** Splits `a,"b c",d` on commas outside double quotes, unquoting each item. */
export function parseColumnList(text: string, what: string): string[] {
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      items.push(current);
      current = '';
    } else if (quoted || !/\s/.test(char)) current += char;
  }
  if (quoted) throw parseError(what, text);
  items.push(current);
  if (items.some((item) => item === '')) throw parseError(what, text);
  return items;
}

export function checkColumn(schema: SchemaCache, table: string, column: string): string {
  if (!schema.get(table)?.has(column)) {
    throw new RestError(400, '42703', `column ${table}.${column} does not exist`);
  }
  return quoteIdent(column);
}

/** `select=` as a SQL select list over `qualifier`; `*` when absent. */
export function selectList(
  schema: SchemaCache,
  table: string,
  select: string | null,
  qualifier: string,
): string {
  const columns = parseColumnList(select ?? '*', 'select parameter');
  if (columns.length === 1 && columns[0] === '*') return `${qualifier}.*`;
  return columns
    .map((column) => {
      if (!/^[\p{L}_][\p{L}\p{N}_$ ]*$/u.test(column)) throw parseError('select parameter', column);
      return `${qualifier}.${checkColumn(schema, table, column)}`;
    })
    .join(', ');
}

/** `order=col.desc.nullslast,other` as an ORDER BY clause. */
export function orderClause(schema: SchemaCache, table: string, order: string | null): string {
  if (!order) return '';
  const terms = order.split(',').map((term) => {
    const [column = '', ...modifiers] = term.trim().split('.');
    const sql = [checkColumn(schema, table, column)];
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') sql.push(modifier);
      else if (modifier === 'nullsfirst') sql.push('nulls first');
      else if (modifier === 'nullslast') sql.push('nulls last');
      else throw parseError('order', order);
    }
    return sql.join(' ');
  });
  return `order by ${terms.join(', ')}`;
}
