/*
 * The booth's backup: today's leads as this device captured them, as a CSV file, made
 * from the device's own log, so it works with no network at all.
 */
import type { CapturedLead } from '@/shared/outbox/event-log';
import { downloadCsv, toCsv, type CsvColumn } from '@/lib/csv';
import { eventLead } from '@/shared/leads/event-lead';
import { cellText, columnLabel } from '@/shared/leads/lead-kind';

const fieldColumns: CsvColumn<CapturedLead>[] = eventLead.fields.map(({ name }) => ({
  label: columnLabel(eventLead, name),
  value: (entry) => cellText(entry.lead[name]),
}));

const columns: CsvColumn<CapturedLead>[] = [
  { label: 'ID', value: (entry) => entry.id },
  ...fieldColumns,
  {
    label: 'Delivered',
    value: (entry) => (entry.deliveredAt === null ? '' : new Date(entry.deliveredAt).toISOString()),
  },
];

/** 'event-leads-web-summit-2026-2026-11-23.csv' */
export function eventCsvName(eventName: string, day: Date = new Date()): string {
  const slug = eventName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  return `event-leads-${slug || 'event'}-${date}.csv`;
}

export function eventLeadsCsv(entries: CapturedLead[]): string {
  return toCsv(columns, entries);
}

export function downloadEventLeads(eventName: string, entries: CapturedLead[]): void {
  downloadCsv(eventCsvName(eventName), [eventLeadsCsv(entries)]);
}
