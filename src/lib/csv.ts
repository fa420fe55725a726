/*
 * CSV export for the admin lists (RFC 4180 quoting). The values come from the public, so a
 * cell a spreadsheet might run as a formula is prefixed with an apostrophe.
 */
import { downloadBlob } from '@/lib/download';

export interface CsvColumn<Row> {
  label: string;
  value: (row: Row) => unknown;
}

/**
 * A formula starts with = + - @ (or their fullwidth forms, which some spreadsheets fold
 * to ASCII), possibly after spaces or line breaks a spreadsheet skips; a leading tab or
 * carriage return is refused outright, as OWASP advises.
 */
const formulaStart = /^[\t\r]|^[\s\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]/;

function cell(raw: unknown): string {
  let text = raw === null || raw === undefined ? '' : String(raw);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvHeader<Row>(columns: CsvColumn<Row>[]): string {
  return columns.map((column) => cell(column.label)).join(',') + '\r\n';
}

export function csvLines<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  let lines = '';
  for (const row of rows)
    lines += columns.map((column) => cell(column.value(row))).join(',') + '\r\n';
  return lines;
}

export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  return csvHeader(columns) + csvLines(columns, rows);
}

/** Saves the parts as one file; a large export never becomes one string in memory. */
export function downloadCsv(fileName: string, parts: BlobPart[]): void {
  downloadBlob(fileName, new Blob(parts, { type: 'text/csv;charset=utf-8' }));
}
