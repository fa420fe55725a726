/*
 * One event's report as rows: what the report shows and its CSV carries, in the same order
 * (the Hot leads first, then the leads per rating, per hour and per device). Pure, so the
 * wording and the order are unit-tested.
 */
import type { EventReport } from '@/features/admin/event-report-api';
import { answerLines, ratingLabels } from '@/features/admin/lead-ratings';
import type { CsvColumn } from '@/lib/csv';

/** A device by the start of its id: enough to tell the booth's tablets apart. */
export const deviceLabel = (id: string) => `Device ${id.slice(0, 8)}`;

/** "2026-11-25 15:00" on the report's clock: sorts as text, reads in a spreadsheet. */
export function clockText(hour: string, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(new Date(hour));
}

export interface ReportRow {
  section: 'Hot lead' | 'Rating' | 'Hour' | 'Device';
  /** The rating, the hour, the device; for a Hot lead, when the visitor was at the booth. */
  value: string;
  leads: number | null;
  name?: string;
  email?: string;
  company?: string | null;
  jobTitle?: string | null;
  answers?: string;
  note?: string | null;
  /** A device's staff, or who rated a Hot lead. */
  staff?: string | null;
}

export function reportRows(report: EventReport): ReportRow[] {
  return [
    ...report.hot_leads.map((lead): ReportRow => ({
      section: 'Hot lead',
      value: clockText(lead.captured_at, report.time_zone),
      leads: null,
      name: lead.full_name,
      email: lead.email,
      company: lead.company,
      jobTitle: lead.job_title,
      answers: answerLines(lead.answers).join('; '),
      note: lead.note,
      staff: lead.rated_by,
    })),
    ...report.per_rating.map(({ rating, leads }): ReportRow => ({
      section: 'Rating',
      value: rating ? ratingLabels[rating] : 'Not rated',
      leads,
    })),
    ...report.per_hour.map(({ hour, leads }): ReportRow => ({
      section: 'Hour',
      value: clockText(hour, report.time_zone),
      leads,
    })),
    ...report.per_device.map(({ device_id, leads, staff_names }): ReportRow => ({
      section: 'Device',
      value: deviceLabel(device_id),
      leads,
      staff: staff_names.join(', '),
    })),
  ];
}

export const reportCsvColumns: CsvColumn<ReportRow>[] = [
  { label: 'Section', value: (row) => row.section },
  { label: 'Value', value: (row) => row.value },
  { label: 'Leads', value: (row) => row.leads },
  { label: 'Full Name', value: (row) => row.name },
  { label: 'Email', value: (row) => row.email },
  { label: 'Company', value: (row) => row.company },
  { label: 'Job Title', value: (row) => row.jobTitle },
  { label: 'Answers', value: (row) => row.answers },
  { label: 'Note', value: (row) => row.note },
  { label: 'Staff', value: (row) => row.staff },
];

/** "event-report-ai-summit-2026.csv" */
export function reportFileName(eventName: string): string {
  const slug = eventName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `event-report-${slug || 'event'}.csv`;
}
