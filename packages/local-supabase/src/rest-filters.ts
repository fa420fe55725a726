// PostgREST's horizontal filters as supabase-js sends them: `col=op.value` for eq, neq,
// gt, gte, lt, lte, like, ilike (with * as the wildcard), in.(a,"b,c") and is, each
// negatable with not.; and logic trees, or=(…) and and=(…), nested as or(…) / and(…).
// Runs in Node. Invariant: columns are checked against the schema cache before they are
// quoted, and every value travels as a $n parameter, never as SQL.
import { checkColumn, RestError, type SchemaCache } from './rest-query.ts';

const comparisons: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
};
const isValues: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};
/** Query parameters that are not filters. */
export const reservedParams = new Set(['select', 'order', 'limit', 'offset', 'apikey']);

const parseError = (what: string, value: string) =>
  new RestError(400, 'PGRST100', `"failed to parse ${what} (${value})"`);

interface Context {
  schema: SchemaCache;
  table: string;
  qualifier: string;
  values: unknown[];
}

const param = (context: Context, value: unknown): string => {
  context.values.push(value);
  return `$${context.values.length}`;
};

/** Splits on commas at depth 0, outside double quotes. */
function splitTopLevel(text: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\\' && quoted) {
      current += char + (text[index + 1] ?? '');
      index += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    if (depth < 0) throw parseError(what, text);
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  if (quoted || depth !== 0) throw parseError(what, text);
  parts.push(current);
  return parts;
}

/** A value as PostgREST reads it in a list or a logic tree: "quoted" with \ escapes, or bare. */
function unquote(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

/** `op.value` or `not.op.value` on one column. */
function condition(context: Context, column: string, expression: string, inTree: boolean): string {
  const target = `${context.qualifier}.${checkColumn(context.schema, context.table, column)}`;
  const negated = expression.startsWith('not.');
  const rest = negated ? expression.slice(4) : expression;
  const dot = rest.indexOf('.');
  if (dot < 0) throw parseError('filter', `${column}=${expression}`);
  const op = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);
  const value = inTree ? unquote(raw) : raw;
  let sql: string;
  if (comparisons[op]) {
    const operand = op === 'like' || op === 'ilike' ? value.replaceAll('*', '%') : value;
    sql = `${target} ${comparisons[op]} ${param(context, operand)}`;
  } else if (op === 'in') {
    if (!raw.startsWith('(') || !raw.endsWith(')'))
      throw parseError('filter', `${column}=${expression}`);
    const items = splitTopLevel(raw.slice(1, -1), 'in list').map(unquote);
    sql = `${target} = any(${param(context, items)})`;
  } else if (op === 'is' && isValues[value]) {
    sql = `${target} is ${isValues[value]}`;
  } else {
    throw parseError('filter', `${column}=${expression}`);
  }
  return negated ? `not (${sql})` : sql;
}

/** The items of a logic tree `(a.eq.1,or(b.eq.2,c.eq.3))` joined by `joiner`. */
function tree(context: Context, body: string, joiner: 'and' | 'or'): string {
  if (!body.startsWith('(') || !body.endsWith(')')) throw parseError('logic tree', body);
  const items = splitTopLevel(body.slice(1, -1), 'logic tree').map((item) => {
    const text = item.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(text);
    if (nested) {
      const sql = tree(context, nested[3]!, nested[2] as 'and' | 'or');
      return nested[1] ? `not ${sql}` : sql;
    }
    const dot = text.indexOf('.');
    if (dot <= 0) throw parseError('logic tree', text);
    return condition(context, text.slice(0, dot), text.slice(dot + 1), true);
  });
  return `(${items.join(` ${joiner} `)})`;
}

/** Every filter of the query string as a WHERE clause; appends values to `values`. */
export function whereClause(
  schema: SchemaCache,
  table: string,
  params: URLSearchParams,
  qualifier: string,
  values: unknown[],
): string {
  const context: Context = { schema, table, qualifier, values };
  const conditions: string[] = [];
  for (const [key, raw] of params) {
    if (reservedParams.has(key)) continue;
    const logic = /^(not\.)?(and|or)$/.exec(key);
    if (logic) {
      const sql = tree(context, raw, logic[2] as 'and' | 'or');
      conditions.push(logic[1] ? `not ${sql}` : sql);
    } else {
      conditions.push(condition(context, key, raw, false));
    }
  }
  return conditions.length ? `where ${conditions.join(' and ')}` : '';
}
