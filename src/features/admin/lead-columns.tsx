import type { LeadRecord } from '@/features/admin/admin-api';
import { FollowUpCell } from '@/features/admin/follow-up-cell';
import type { LeadColumn } from '@/features/admin/lead-table';
import { StatusSelect } from '@/features/admin/status-select';
import type { useLeadFollowUp } from '@/features/admin/use-lead-follow-up';
import type { CsvColumn } from '@/lib/csv';
import {
  cellText,
  columnLabel,
  csvColumnsOf,
  type LeadKindDescription,
} from '@/shared/leads/lead-kind';

/** The columns of a lead kind's admin list and of its CSV export, from its description. */

export type StatusChange = (row: LeadRecord, status: string) => void;

/** "Status of Ada Lovelace's consultation booking" */
function statusLabel(description: LeadKindDescription, row: LeadRecord): string {
  return `Status of ${row[description.admin.personField]}'s ${description.label.toLowerCase()}`;
}

export function csvColumns(description: LeadKindDescription): CsvColumn<LeadRecord>[] {
  return csvColumnsOf(description).map((column) => ({
    label: columnLabel(description, column),
    value: (row) => cellText(row[column]),
  }));
}

export function tableColumns(
  description: LeadKindDescription,
  onStatusChange: StatusChange,
): LeadColumn<LeadRecord>[] {
  return description.admin.columns.map((column) => {
    const label = columnLabel(description, column);
    const value = (row: LeadRecord) => cellText(row[column]);
    if (column === 'created_at')
      return { label, value, render: (row) => new Date(row.created_at).toLocaleString() };
    if (column === 'status')
      return {
        label,
        value,
        render: (row) => (
          <StatusSelect
            label={statusLabel(description, row)}
            statuses={description.statuses}
            value={row.status}
            onChange={(status) => onStatusChange(row, status)}
          />
        ),
      };
    return { label, value };
  });
}

/**
 * The list's last column, which the CSV leaves out: the lead's reference, whether it has
 * waited longer than promised, and how staff, the webhook and the visitor were told.
 */
export function followUpColumn(
  description: LeadKindDescription,
  followUp: ReturnType<typeof useLeadFollowUp>,
  now: number,
): LeadColumn<LeadRecord> {
  return {
    label: 'Follow-up',
    value: () => null,
    render: (row) => (
      <FollowUpCell
        description={description}
        row={row}
        notifications={followUp.notificationsOf(row.id)}
        failed={followUp.failure !== null}
        now={now}
        retrying={followUp.retrying}
        onRetry={(notification) => void followUp.retry(notification)}
      />
    ),
  };
}
