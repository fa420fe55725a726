import { Alert, Button, Group, Pagination, Progress, Text } from '@mantine/core';
import { useCallback, useMemo, type ReactNode } from 'react';
import { AppointmentDialog } from '@/features/admin/appointment-dialog';
import { followUpColumn, tableColumns } from '@/features/admin/lead-columns';
import { LeadFilters } from '@/features/admin/lead-filters';
import type { LeadQuery } from '@/features/admin/lead-query';
import { LeadRows } from '@/features/admin/lead-rows';
import { OneLeadNotice } from '@/features/admin/one-lead-notice';
import { useAppointmentScheduling } from '@/features/admin/use-appointment-scheduling';
import { useLeadExport } from '@/features/admin/use-lead-export';
import { useLeadFollowUp } from '@/features/admin/use-lead-follow-up';
import { useLeadPage } from '@/features/admin/use-lead-page';
import { useNow } from '@/features/admin/use-now';
import type { CsvColumn } from '@/lib/csv';
import type { LeadRecord } from '@/features/admin/admin-api';
import type { LeadKindDescription } from '@/shared/leads/lead-kind';

export interface LeadColumn<Row> extends CsvColumn<Row> {
  /** How the cell shows on screen; defaults to the CSV value as text. */
  render?: (row: Row) => ReactNode;
}

/**
 * Columns a list shows beside each lead from another table (an event lead's rating), on
 * screen and in the CSV; addTo reads them for the rows in hand and merges them in.
 */
export interface LeadSideColumns {
  columns: LeadColumn<LeadRecord>[];
  addTo: (rows: LeadRecord[], signal?: AbortSignal) => Promise<LeadRecord[]>;
}

interface LeadTableProps {
  description: LeadKindDescription;
  query: LeadQuery;
  onQueryChange: (query: LeadQuery) => void;
  /** The values the kind's groupBy field can be kept to, such as the events so far. */
  groups?: readonly string[];
  /** Kept stable (a module's constant): a new one reads the page again. */
  side?: LeadSideColumns;
}

const count = new Intl.NumberFormat('en-US');

/** One admin list: filters, the current page, paging and a streamed CSV export. */
export function LeadTable({ description, query, onQueryChange, groups, side }: LeadTableProps) {
  const { load, changeStatus, patchRow } = useLeadPage(description, query, side);
  const scheduling = useAppointmentScheduling(description, changeStatus, patchRow);
  const { enabled: withAppointments, adminZone, open: onSchedule } = scheduling;
  const exporter = useLeadExport(description, query, side);
  const page = load.state === 'ready' ? load.page : load.state === 'loading' ? load.previous : null;
  const followUp = useLeadFollowUp(description, page?.rows);
  const clock = useNow();
  // Rows just read are judged by a time no older than they are (a retry's "next try now").
  const now = Math.max(clock, followUp.readAt);
  const columns = useMemo(
    () => [
      ...tableColumns(
        description,
        scheduling.onStatusChange,
        withAppointments ? { adminZone, onSchedule } : undefined,
      ),
      ...(side?.columns ?? []),
      followUpColumn(description, followUp, now),
    ],
    [
      description,
      side,
      scheduling.onStatusChange,
      withAppointments,
      adminZone,
      onSchedule,
      followUp,
      now,
    ],
  );
  // Any filter change starts again at the first page, over every lead (not one a link named).
  const refine = useCallback(
    (change: Partial<LeadQuery>) => onQueryChange({ ...query, page: 1, lead: '', ...change }),
    [query, onQueryChange],
  );
  const pageCount = page ? Math.max(1, Math.ceil(page.total / query.pageSize)) : 1;
  const first = (query.page - 1) * query.pageSize;

  return (
    <>
      <LeadFilters description={description} query={query} groups={groups} onChange={refine} />
      <Group justify="space-between" mb="xs">
        <Text size="sm" aria-live="polite">
          {load.state === 'loading' && !page
            ? 'Loading...'
            : page && page.total > 0
              ? `Showing ${count.format(first + 1)}–${count.format(first + page.rows.length)} of ${count.format(page.total)}`
              : ''}
        </Text>
        {exporter.progress ? (
          <Group gap="xs" w={360} aria-live="polite">
            <Progress
              flex={1}
              value={
                exporter.progress.total
                  ? (exporter.progress.done / exporter.progress.total) * 100
                  : 0
              }
              aria-label="Export progress"
            />
            <Text size="sm">
              Exported {count.format(exporter.progress.done)} of{' '}
              {count.format(exporter.progress.total)}
            </Text>
            <Button variant="subtle" size="xs" onClick={exporter.cancel}>
              Cancel export
            </Button>
          </Group>
        ) : (
          <Button variant="default" disabled={!page || page.total === 0} onClick={exporter.start}>
            Export CSV
          </Button>
        )}
      </Group>
      {query.lead && <OneLeadNotice leadId={query.lead} onShowAll={() => refine({})} />}
      {followUp.failure && (
        <Alert color="red" role="alert" mb="xs">
          {`Failed to load the follow-up: ${followUp.failure}`}
        </Alert>
      )}
      {load.state === 'failed' ? (
        <Alert color="red" role="alert">
          {`Failed to load data: ${load.reason}`}
        </Alert>
      ) : page && page.rows.length === 0 && load.state === 'ready' ? (
        <Text py="md">
          {query.lead
            ? `No ${description.label.toLowerCase()} has this id: it may have been deleted.`
            : isFiltered(query)
              ? 'No leads match these filters'
              : description.admin.emptyText}
        </Text>
      ) : page ? (
        <LeadRows
          title={description.admin.title}
          rows={page.rows}
          columns={columns}
          busy={load.state === 'loading'}
        />
      ) : null}
      {pageCount > 1 && (
        <Pagination
          mt="md"
          total={pageCount}
          value={Math.min(query.page, pageCount)}
          onChange={(next) => onQueryChange({ ...query, page: next })}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
      {withAppointments && (
        <AppointmentDialog
          row={scheduling.form.row}
          opened={scheduling.form.opened}
          personField={description.admin.personField}
          adminZone={adminZone}
          onSave={scheduling.save}
          onClose={scheduling.close}
        />
      )}
    </>
  );
}

function isFiltered(query: LeadQuery): boolean {
  return Boolean(
    query.search.trim() || query.group.trim() || query.from || query.to || query.status !== 'all',
  );
}
