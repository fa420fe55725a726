import { useCallback, useEffect, useState } from 'react';
import {
  fetchLeadPage,
  updateLeadStatus,
  type LeadPage,
  type LeadRecord,
} from '@/features/admin/admin-api';
import type { LeadQuery } from '@/features/admin/lead-query';
import type { LeadSideColumns } from '@/features/admin/lead-table';
import { showToast } from '@/toasts/show-toast';
import type { LeadKindDescription } from '@/shared/leads/lead-kind';

export type PageLoad =
  | { state: 'loading'; previous: LeadPage | null }
  | { state: 'failed'; reason: string }
  | { state: 'ready'; page: LeadPage };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One page of a lead list for the query, read again whenever the query changes; an answer
 * to an older query is dropped. While a new page loads, the last one stays on screen.
 */
export function useLeadPage(
  description: LeadKindDescription,
  query: LeadQuery,
  side?: LeadSideColumns,
) {
  // What the server last answered, and for which query: any other query is still loading.
  const [answer, setAnswer] = useState<{
    query: LeadQuery | null;
    page: LeadPage | null;
    reason: string | null;
  }>({ query: null, page: null, reason: null });

  useEffect(() => {
    let current = true;
    fetchLeadPage(description, query)
      .then(async (page) => (side ? { ...page, rows: await side.addTo(page.rows) } : page))
      .then(
        (page) => current && setAnswer({ query, page, reason: null }),
        (error: unknown) =>
          current && setAnswer((before) => ({ query, page: before.page, reason: reasonOf(error) })),
      );
    return () => {
      current = false;
    };
  }, [description, query, side]);

  const load: PageLoad =
    answer.query !== query
      ? { state: 'loading', previous: answer.page }
      : answer.reason !== null || !answer.page
        ? { state: 'failed', reason: answer.reason ?? 'the server did not answer' }
        : { state: 'ready', page: answer.page };

  /** Shows a lead's new values in place, without reading the page again. */
  const patchRow = useCallback(
    (id: string, changes: Readonly<Record<string, LeadRecord[string]>>) => {
      setAnswer((before) =>
        before.page
          ? {
              ...before,
              page: {
                ...before.page,
                rows: before.page.rows.map((row) => (row.id === id ? { ...row, ...changes } : row)),
              },
            }
          : before,
      );
    },
    [],
  );

  /** Shown at once, undone with the server's reason if the change fails. */
  const changeStatus = useCallback(
    async (row: LeadRecord, status: string) => {
      patchRow(row.id, { status });
      try {
        await updateLeadStatus(description, row.id, status);
        showToast('success', `Status changed to ${status}`);
      } catch (error) {
        patchRow(row.id, { status: row.status });
        showToast('error', `Failed to update status: ${reasonOf(error)}`, 'Error');
      }
    },
    [description, patchRow],
  );

  return { load, changeStatus, patchRow };
}
