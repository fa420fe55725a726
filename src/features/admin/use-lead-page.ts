import { useCallback, useEffect, useState } from 'react';
import {
  fetchLeadPage,
  updateLeadStatus,
  type LeadPage,
  type LeadRecord,
} from '@/features/admin/admin-api';
import type { LeadQuery } from '@/features/admin/lead-query';
import { showToast } from '@/lib/toast';
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
export function useLeadPage(description: LeadKindDescription, query: LeadQuery) {
  const [load, setLoad] = useState<PageLoad>({ state: 'loading', previous: null });

  useEffect(() => {
    let current = true;
    setLoad((before) => ({
      state: 'loading',
      previous:
        before.state === 'ready'
          ? before.page
          : before.state === 'loading'
            ? before.previous
            : null,
    }));
    fetchLeadPage(description, query).then(
      (page) => current && setLoad({ state: 'ready', page }),
      (error: unknown) => current && setLoad({ state: 'failed', reason: reasonOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [description, query]);

  const patchStatus = useCallback((id: string, status: string) => {
    setLoad((before) =>
      before.state !== 'ready'
        ? before
        : {
            state: 'ready',
            page: {
              ...before.page,
              rows: before.page.rows.map((row) => (row.id === id ? { ...row, status } : row)),
            },
          },
    );
  }, []);

  /** Shown at once, undone with the server's reason if the change fails. */
  const changeStatus = useCallback(
    async (row: LeadRecord, status: string) => {
      patchStatus(row.id, status);
      try {
        await updateLeadStatus(description, row.id, status);
        showToast('success', `Status changed to ${status}`);
      } catch (error) {
        patchStatus(row.id, row.status);
        showToast('error', `Failed to update status: ${reasonOf(error)}`, 'Error');
      }
    },
    [description, patchStatus],
  );

  return { load, changeStatus };
}
