/*
 * What the admin asks of one lead list, and how that becomes PostgREST filters: status,
 * open only, a received-date range and a search over the kind's search fields, all on the
 * server. Pure logic, so the URL each choice produces is unit-tested.
 */
import type { LeadKindDescription } from '@/shared/leads/lead-kind';

export type SortOrder = 'newest' | 'oldest';

export interface LeadQuery {
  search: string;
  /** A status, 'open' for every status that still needs attention, or 'all'. */
  status: string;
  /** Received on or after this day (YYYY-MM-DD, the admin's time zone), or ''. */
  from: string;
  /** Received on or before this day, or ''. */
  to: string;
  sort: SortOrder;
  pageSize: number;
  /** 1-based. */
  page: number;
}

export const pageSizes = [10, 25, 50, 100] as const;

export const initialLeadQuery: LeadQuery = {
  search: '',
  status: 'all',
  from: '',
  to: '',
  sort: 'newest',
  pageSize: 25,
  page: 1,
};

/**
 * The filter calls a query makes. supabase-js's builders have them all and add each filter
 * to their own request, so the caller goes on with its builder, fully typed.
 */
export interface FilterTarget {
  eq(column: string, value: string): unknown;
  in(column: string, values: readonly string[]): unknown;
  gte(column: string, value: string): unknown;
  lt(column: string, value: string): unknown;
  like(column: string, pattern: string): unknown;
}

/**
 * The search text as a LIKE pattern for the lower-cased search_text column (a migration
 * builds it from the kind's search fields): characters with a meaning in LIKE or in a
 * PostgREST value become '_', which matches any one character, so "O'Brien, Ada" still
 * finds itself.
 */
export function searchPattern(search: string): string | null {
  const words = search.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!words) return null;
  return `*${words.replace(/[,()"\\*%:]/g, '_')}*`;
}

/** Midnight at the start of a local day, as an instant the database compares with. */
function startOfLocalDay(day: string, addDays = 0): string {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + addDays);
  return date.toISOString();
}

export function applyLeadFilters(
  builder: FilterTarget,
  description: LeadKindDescription,
  query: Pick<LeadQuery, 'search' | 'status' | 'from' | 'to'>,
): void {
  if (query.status === 'open') builder.in('status', description.openStatuses);
  else if (query.status !== 'all') builder.eq('status', query.status);
  if (query.from) builder.gte('created_at', startOfLocalDay(query.from));
  if (query.to) builder.lt('created_at', startOfLocalDay(query.to, 1));
  const pattern = searchPattern(query.search);
  if (pattern) builder.like('search_text', pattern);
}

/** The row range of a page, inclusive, as supabase-js's range() takes it. */
export function pageRange(query: Pick<LeadQuery, 'page' | 'pageSize'>): [number, number] {
  const first = (query.page - 1) * query.pageSize;
  return [first, first + query.pageSize - 1];
}
