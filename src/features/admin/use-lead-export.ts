import { useCallback, useEffect, useRef, useState } from 'react';
import { readAllLeads } from '@/features/admin/admin-api';
import { csvColumns } from '@/features/admin/lead-columns';
import type { LeadQuery } from '@/features/admin/lead-query';
import type { LeadSideColumns } from '@/features/admin/lead-table';
import { csvHeader, csvLines, downloadCsv } from '@/lib/csv';
import { showToast } from '@/toasts/show-toast';
import type { LeadKindDescription } from '@/shared/leads/lead-kind';

export type ExportProgress = { done: number; total: number } | null;

/**
 * Exports every lead matching the query as CSV, a batch at a time: each batch is turned
 * into text between two network waits, so the tab stays responsive, and the file is
 * assembled from the parts only at the end. The server records the export in the audit
 * trail as it serves the first batch (readAllLeads).
 */
export function useLeadExport(
  description: LeadKindDescription,
  query: LeadQuery,
  side?: LeadSideColumns,
) {
  const [progress, setProgress] = useState<ExportProgress>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    const controller = new AbortController();
    running.current = controller;
    const columns = [...csvColumns(description), ...(side?.columns ?? [])];
    const parts: string[] = [csvHeader(columns)];
    setProgress({ done: 0, total: 0 });
    try {
      let done = 0;
      for await (const batch of readAllLeads(description, query, controller.signal)) {
        const rows = side ? await side.addTo(batch.rows, controller.signal) : batch.rows;
        parts.push(csvLines(columns, rows));
        done += batch.rows.length;
        setProgress({ done, total: batch.total });
      }
      downloadCsv(description.admin.csvName, parts);
    } catch (error) {
      if (!controller.signal.aborted) {
        const reason = error instanceof Error ? error.message : String(error);
        showToast('error', `Export failed: ${reason}`, 'Error');
      }
    } finally {
      if (running.current === controller) running.current = null;
      setProgress(null);
    }
  }, [description, query, side]);

  const cancel = useCallback(() => running.current?.abort(), []);

  return { progress, start, cancel };
}
