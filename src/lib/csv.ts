/*
 * CSV export for the admin lists (RFC 4180 quoting). Cells that a spreadsheet would run
 * as a formula are prefixed with an apostrophe, since the values come from the public.
 */

export interface CsvColumn<Row> {
  label: string;
  value: (row: Row) => unknown;
}

function cell(raw: unknown): string {
  let text = raw === null || raw === undefined ? '' : String(raw);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  const lines = [columns.map((column) => cell(column.label))];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))));
  return lines.map((line) => line.join(',')).join('\r\n') + '\r\n';
}

export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
