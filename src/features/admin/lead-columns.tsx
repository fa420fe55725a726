import { Text } from '@mantine/core';
import type { LeadRecord } from '@/features/admin/admin-api';
import { appointmentOf, preferredText } from '@/features/admin/appointment';
import { AppointmentCell } from '@/features/admin/appointment-cell';
import { AttributionCell } from '@/features/admin/attribution-cell';
import { FollowUpCell } from '@/features/admin/follow-up-cell';
import type { LeadColumn } from '@/features/admin/lead-table';
import { PreferredTimeCell } from '@/features/admin/preferred-time-cell';
import {
  hasResume,
  resumeColumn,
  resumeProblemColumn,
  resumeRemoved,
} from '@/features/admin/resume';
import { ResumeLink } from '@/features/admin/resume-link';
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

/** Pages a lead asked for (a 'pages' field's paths) by the titles the site gives them. */
function pageTitles(description: LeadKindDescription, column: string, row: LeadRecord) {
  const field = description.fields.find((candidate) => candidate.name === column);
  const asked = row[column];
  if (field?.input !== 'pages' || !Array.isArray(asked)) return cellText(row[column]);
  return field.pages
    .filter((page) => asked.includes(page.path))
    .map((page) => page.title)
    .join(', ');
}

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

/** A kind with appointments: the admin's zone, and how its confirm form opens. */
export interface AppointmentColumns {
  adminZone: string;
  onSchedule: (row: LeadRecord) => void;
}

export function tableColumns(
  description: LeadKindDescription,
  onStatusChange: StatusChange,
  appointments?: AppointmentColumns,
): LeadColumn<LeadRecord>[] {
  return description.admin.columns.flatMap((column): LeadColumn<LeadRecord>[] => {
    const wish = appointments && wishColumns(description, column, appointments);
    if (wish) return wish;
    const label = columnLabel(description, column);
    const value = (row: LeadRecord) => cellText(row[column]);
    // The campaign's source heads the visit's whole attribution (the CSV splits it up).
    if (column === 'utm_source')
      return [{ label: 'Source', value, render: (row) => <AttributionCell row={row} /> }];
    if (column === 'created_at')
      return [{ label, value, render: (row) => new Date(row.created_at).toLocaleString() }];
    if (description.fields.some((field) => field.name === column && field.input === 'pages'))
      return [{ label, value, render: (row) => pageTitles(description, column, row) }];
    // The uploaded file beside the link the applicant may have given instead.
    if (column === 'resume_url' && hasResume(description))
      return [{ label, value }, resumeFileColumn(description)];
    if (column === 'status')
      return [
        {
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
        },
        ...(appointments ? [slotColumn(description, appointments)] : []),
      ];
    return [{ label, value }];
  });
}

/**
 * An appointment's wish in place of its two columns: one 'Preferred time' on both clocks.
 * Undefined for every other column.
 */
function wishColumns(
  description: LeadKindDescription,
  column: string,
  { adminZone }: AppointmentColumns,
): LeadColumn<LeadRecord>[] | undefined {
  if (column === 'preferred_time') return [];
  if (column !== 'preferred_date') return undefined;
  return [
    {
      label: columnLabel(description, 'preferred_time'),
      value: (row) => preferredText(appointmentOf(row)),
      render: (row) => <PreferredTimeCell row={row} adminZone={adminZone} />,
    },
  ];
}

function resumeFileColumn(description: LeadKindDescription): LeadColumn<LeadRecord> {
  return {
    label: 'Résumé',
    value: (row) => cellText(row[resumeProblemColumn] ?? row[resumeColumn]),
    render: (row) => {
      const path = row[resumeColumn];
      const problem = row[resumeProblemColumn];
      if (typeof path !== 'string') return null;
      if (resumeRemoved(problem)) return <Text size="sm">{problem}</Text>;
      return (
        <>
          <ResumeLink path={path} person={String(row[description.admin.personField] ?? '')} />
          {typeof problem === 'string' && (
            <Text size="xs" c="orange.8">
              {problem}
            </Text>
          )}
        </>
      );
    },
  };
}

/** After the status: the confirmed slot, and the button that confirms or moves it. */
function slotColumn(
  description: LeadKindDescription,
  { adminZone, onSchedule }: AppointmentColumns,
): LeadColumn<LeadRecord> {
  return {
    label: 'Appointment',
    value: (row) => cellText(row.scheduled_at),
    render: (row) => (
      <AppointmentCell
        row={row}
        adminZone={adminZone}
        person={String(row[description.admin.personField] ?? '')}
        onSchedule={onSchedule}
      />
    ),
  };
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
