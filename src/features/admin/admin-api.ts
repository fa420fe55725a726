/*
 * The admin's reads and writes, one page at a time: network only, nothing cached on the
 * device. Row-level security decides what returns. Every lead kind goes through the same
 * calls, driven by its description.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  appointmentColumns,
  hasAppointments,
  type AppointmentUpdate,
} from '@/features/admin/appointment';
import { notificationColumns, type LeadNotification } from '@/features/admin/follow-up-text';
import {
  applyLeadFilters,
  leadFilters,
  pageRange,
  searchArguments,
  type LeadFilters,
  type LeadQuery,
} from '@/features/admin/lead-query';
import { overdueCutoff } from '@/features/admin/overdue';
import { hasResume, resumeColumn, resumeProblemColumn } from '@/features/admin/resume';
import { failure } from '@/features/admin/api-failure';
import { getSupabase } from '@/lib/supabase';
import { csvColumnsOf, type LeadKindDescription } from '@/shared/leads/lead-kind';

/** A lead as the admin reads it: the system columns and each field's value. */
export type LeadRecord = { id: string; created_at: string; status: string } & Record<
  string,
  string | string[] | boolean | null
>;

export interface LeadPage {
  rows: LeadRecord[];
  /** Rows matching the filters, over all pages. */
  total: number;
}

// The lists are generic over the lead kinds, so they use the client without the
// per-table types; the rows are typed by LeadRecord instead.
const client = () => getSupabase() as unknown as SupabaseClient;

/**
 * The export's columns hold the list's (never search_text, which repeats them), and an
 * appointment's zone and slot beside them.
 */
function listColumns(description: LeadKindDescription): string[] {
  const columns = csvColumnsOf(description);
  const managed = [
    ...(hasAppointments(description) ? appointmentColumns : []),
    ...(hasResume(description) ? [resumeColumn, resumeProblemColumn] : []),
  ];
  return [...columns, ...managed.filter((column) => !columns.includes(column))];
}

const readColumns = (description: LeadKindDescription) => listColumns(description).join(',');

const isSearch = (filters: LeadFilters): filters is LeadFilters & { words: string } =>
  filters.words !== null;

/**
 * A search goes through public.search_leads rather than a REST read: under the admin's
 * row-level policy Postgres will not use the trigram index for LIKE, and the function,
 * which checks for an admin itself, can (see its migration).
 */
async function searchLeads(
  args: ReturnType<typeof searchArguments> & Record<string, unknown>,
  signal?: AbortSignal,
): Promise<{ rows: LeadRecord[]; total: number | null }> {
  const request = client().rpc('search_leads', args);
  if (signal) request.abortSignal(signal);
  const { data, error } = await request;
  if (error) throw failure(error);
  return data as { rows: LeadRecord[]; total: number | null };
}

export async function fetchLeadPage(
  description: LeadKindDescription,
  query: LeadQuery,
): Promise<LeadPage> {
  const [first, last] = pageRange(query);
  const filters = leadFilters(description, query);
  if (isSearch(filters)) {
    const columns = listColumns(description);
    const { rows, total } = await searchLeads({
      ...searchArguments(description, filters, query.sort, columns),
      page_size: query.pageSize,
      page_offset: first,
    });
    return { rows, total: total ?? 0 };
  }
  const ascending = query.sort === 'oldest';
  const request = client()
    .from(description.table)
    .select(readColumns(description), { count: 'exact' });
  applyLeadFilters(request, filters);
  const { data, count, error } = await request
    .order('created_at', { ascending })
    .order('id', { ascending })
    .range(first, last)
    .overrideTypes<LeadRecord[], { merge: false }>();
  // Past the last page (the total shrank since the admin paged there): an empty page.
  if (error?.code === 'PGRST103') return { rows: [], total: count ?? 0 };
  if (error) throw failure(error);
  return { rows: data, total: count ?? 0 };
}

/** How many leads of a kind there are, without reading any. */
export async function countLeads(description: LeadKindDescription): Promise<number> {
  const { count, error } = await client()
    .from(description.table)
    .select('*', { count: 'exact', head: true });
  if (error) throw failure(error);
  return count ?? 0;
}

/**
 * How many leads of a kind have waited longer than promised: still at the first status and
 * older than the kind's respondWithinHours. Counted on the server, without reading any.
 */
export async function countOverdueLeads(
  description: LeadKindDescription,
  now: number,
): Promise<number> {
  const { count, error } = await client()
    .from(description.table)
    .select('*', { count: 'exact', head: true })
    .eq('status', description.statuses[0])
    .lt('created_at', overdueCutoff(description, now));
  if (error) throw failure(error);
  return count ?? 0;
}

/** The follow-up of the listed leads, every channel of each, in one read. */
export async function fetchLeadNotifications(
  description: LeadKindDescription,
  leadIds: readonly string[],
): Promise<LeadNotification[]> {
  if (leadIds.length === 0) return [];
  const { data, error } = await getSupabase()
    .from('lead_notifications')
    .select(notificationColumns)
    .eq('lead_table', description.table)
    .in('lead_id', leadIds);
  if (error) throw failure(error);
  return data;
}

/** Makes a failed or failing delivery due again now (the database refuses any other row). */
export async function retryLeadNotification(notificationId: string): Promise<void> {
  const { error } = await getSupabase().rpc('retry_lead_notification', {
    notification_id: notificationId,
  });
  if (error) throw failure(error);
}

export async function updateLeadStatus(
  description: LeadKindDescription,
  id: string,
  status: string,
): Promise<void> {
  const { error } = await client().from(description.table).update({ status }).eq('id', id);
  if (error) throw failure(error);
}

/**
 * Confirms a consultation for a slot, or moves its slot: the database mails the visitor
 * the invite or its update. Answers the row as it now is.
 */
export async function scheduleAppointment(
  description: LeadKindDescription,
  id: string,
  update: AppointmentUpdate,
): Promise<LeadRecord> {
  const { data, error } = await client()
    .from(description.table)
    .update(update)
    .eq('id', id)
    .select(readColumns(description))
    .single()
    .overrideTypes<LeadRecord, { merge: false }>();
  if (error) throw failure(error);
  return data;
}

const exportBatch = 1000;

/**
 * Every lead matching the filters, in the list's order, a batch at a time, read through
 * export_leads, which records the export in the audit trail itself on the first batch
 * (the filters' names, never a search's words). Batches continue after the last row seen
 * (created_at, then id), so leads that arrive meanwhile neither shift nor repeat a row, and
 * the 100th batch costs what the first did.
 */
export async function* readAllLeads(
  description: LeadKindDescription,
  query: LeadQuery,
  signal: AbortSignal,
): AsyncGenerator<{ rows: LeadRecord[]; total: number }> {
  const filters = leadFilters(description, query);
  // Absent filters are left out: the function's defaults mean "any".
  const base = {
    lead_table: description.table,
    columns: listColumns(description),
    words: filters.words ?? undefined,
    statuses: filters.statuses ? [...filters.statuses] : undefined,
    received_from: filters.receivedFrom ?? undefined,
    received_before: filters.receivedBefore ?? undefined,
    group_field: filters.group?.field,
    group_value: filters.group?.value,
    lead_id: filters.id,
    oldest_first: query.sort === 'oldest',
    page_size: exportBatch,
  };
  let last: LeadRecord | undefined;
  let total: number | undefined;
  for (;;) {
    const { data, error } = await client()
      .rpc('export_leads', {
        ...base,
        after_created_at: last?.created_at,
        after_id: last?.id,
      })
      .abortSignal(signal);
    if (error) throw failure(error);
    const page = data as { rows: LeadRecord[]; total: number | null };
    total ??= page.total ?? 0;
    if (page.rows.length > 0) yield { rows: page.rows, total };
    if (page.rows.length < exportBatch) return;
    last = page.rows.at(-1);
  }
}

/** One device's leads at one event, as public.event_lead_totals counts them. */
export interface EventDeviceTotal {
  event_name: string;
  device_id: string;
  leads: number;
  staff_names: string[];
  last_received_at: string;
}

export async function fetchEventTotals(): Promise<EventDeviceTotal[]> {
  const { data, error } = await client().rpc('event_lead_totals');
  if (error) throw failure(error);
  return data as EventDeviceTotal[];
}
