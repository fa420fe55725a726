// Which rows a read asks for, as PostgREST reads it: `limit`/`offset` in the query string
// and a `Range: <first>-<last>` header (unit items): the rows both ask for, at most [api]
// max_rows of them. Runs in Node.
import type { IncomingMessage } from 'node:http';
import { header } from './http-util.ts';
import { RestError } from './rest-query.ts';

export interface RowRange {
  offset: number;
  /** Null: to the end. */
  limit: number | null;
}

function nonNegativeInteger(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  if (raw === null) return null;
  if (!/^\d{1,9}$/.test(raw)) {
    throw new RestError(400, 'PGRST100', `"failed to parse ${name} (${raw})"`);
  }
  return Number(raw);
}

/** The Range header's rows; an unreadable or foreign-unit header is ignored, as PostgREST does. */
function headerRange(req: IncomingMessage): { first: number; last: number | null } | null {
  const unit = header(req, 'range-unit');
  if (unit && unit !== 'items') return null;
  const match = /^(\d{1,9})-(\d{1,9})?$/.exec((header(req, 'range') ?? '').trim());
  if (!match) return null;
  const first = Number(match[1]);
  const last = match[2] === undefined ? null : Number(match[2]);
  if (last !== null && last < first) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', null);
  }
  return { first, last };
}

export function requestedRange(req: IncomingMessage, params: URLSearchParams): RowRange {
  const queryOffset = nonNegativeInteger(params, 'offset') ?? 0;
  const queryLimit = nonNegativeInteger(params, 'limit');
  const range = headerRange(req);
  if (!range) return { offset: queryOffset, limit: queryLimit };
  // The rows both ask for: the header's [first, last] and the query's [offset, offset + limit).
  const offset = Math.max(range.first, queryOffset);
  const headerEnd = range.last === null ? Infinity : range.last + 1;
  const queryEnd = queryLimit === null ? Infinity : queryOffset + queryLimit;
  const end = Math.min(headerEnd, queryEnd);
  return { offset, limit: end === Infinity ? null : Math.max(0, end - offset) };
}

/** PostgREST's restrictRange: [api] max_rows caps the rows of any read, whatever it asked. */
export function restrictRange(range: RowRange, maxRows: number): RowRange {
  return { offset: range.offset, limit: Math.min(range.limit ?? maxRows, maxRows) };
}
