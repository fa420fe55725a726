/*
 * What the admin asks of one lead list, and how that becomes filters on the server:
 * status, open only, a received-date range, one value of the kind's groupBy field (an
 * event, a campaign source), a search over the kind's search fields, or one lead by its
 * id (a staff mail's link). Pure logic, so what each choice asks of the server is
 * unit-tested.
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
  /** One value of the kind's groupBy field (one event, one utm_source), or '' for all. */
  group: string;
  sort: SortOrder;
  pageSize: number;
  /** 1-based. */
  page: number;
  /** One lead's id, from a link to it, or '': when set, only that lead is listed. */
  lead: string;
}

export const pageSizes = [10, 25, 50, 100] as const;

export const initialLeadQuery: LeadQuery = {
  search: '',
  status: 'all',
  from: '',
  to: '',
  group: '',
  sort: 'newest',
  pageSize: 25,
  page: 1,
  lead: '',
};

/** A query's filters, in the terms both the REST reads and the search function take. */
export interface LeadFilters {
  /** The statuses to show; null for every status. */
  statuses: readonly string[] | null;
  /** Received at or after this instant (ISO), or null. */
  receivedFrom: string | null;
  /** Received before this instant (ISO), or null. */
  receivedBefore: string | null;
  /** Only leads with this value in this field, or null. */
  group: { field: string; value: string } | null;
  /** The search, trimmed, its spaces squeezed and lower-cased; null when blank. */
  words: string | null;
  /** Only the lead with this id; absent when the list is not kept to one lead. */
  id?: string;
}

/** Midnight at the start of a local day, as an instant the database compares with. */
function startOfLocalDay(day: string, addDays = 0): string {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + addDays);
  return date.toISOString();
}

export function leadFilters(
  description: LeadKindDescription,
  query: Pick<LeadQuery, 'search' | 'status' | 'from' | 'to' | 'group'> &
    Partial<Pick<LeadQuery, 'lead'>>,
): LeadFilters {
  // A link names one lead: it is listed whatever the other filters say, and the search
  // function (which has no id filter) is never asked.
  if (query.lead)
    return {
      statuses: null,
      receivedFrom: null,
      receivedBefore: null,
      group: null,
      words: null,
      id: query.lead,
    };
  const { groupBy } = description.admin;
  const statuses =
    query.status === 'open'
      ? description.openStatuses
      : query.status === 'all'
        ? null
        : [query.status];
  const words = query.search.trim().replace(/\s+/g, ' ').toLowerCase();
  // Typed values are trimmed, as every stored value was.
  const group = query.group.trim();
  return {
    statuses,
    receivedFrom: query.from ? startOfLocalDay(query.from) : null,
    receivedBefore: query.to ? startOfLocalDay(query.to, 1) : null,
    group: groupBy && group ? { field: groupBy.field, value: group } : null,
    words: words || null,
  };
}

/**
 * The filter calls a REST read makes. supabase-js's builders have them all and add each
 * filter to their own request, so the caller goes on with its builder, fully typed.
 */
export interface FilterTarget {
  eq(column: string, value: string): unknown;
  in(column: string, values: readonly string[]): unknown;
  gte(column: string, value: string): unknown;
  lt(column: string, value: string): unknown;
}

/** Every filter but the search, which the search_leads function runs (see admin-api). */
export function applyLeadFilters(builder: FilterTarget, filters: LeadFilters): void {
  if (filters.id) builder.eq('id', filters.id);
  if (filters.statuses) builder.in('status', filters.statuses);
  if (filters.receivedFrom) builder.gte('created_at', filters.receivedFrom);
  if (filters.receivedBefore) builder.lt('created_at', filters.receivedBefore);
  if (filters.group) builder.eq(filters.group.field, filters.group.value);
}

/** The arguments of public.search_leads for a search with these filters, without paging. */
export function searchArguments(
  description: LeadKindDescription,
  filters: LeadFilters & { words: string },
  sort: SortOrder,
  columns: readonly string[],
) {
  return {
    lead_table: description.table,
    words: filters.words,
    columns,
    statuses: filters.statuses,
    received_from: filters.receivedFrom,
    received_before: filters.receivedBefore,
    group_field: filters.group?.field ?? null,
    group_value: filters.group?.value ?? null,
    oldest_first: sort === 'oldest',
  };
}

/** The row range of a page, inclusive, as supabase-js's range() takes it. */
export function pageRange(query: Pick<LeadQuery, 'page' | 'pageSize'>): [number, number] {
  const first = (query.page - 1) * query.pageSize;
  return [first, first + query.pageSize - 1];
}
