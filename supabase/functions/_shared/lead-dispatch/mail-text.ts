// Visitor text made safe for where it goes: HTML-escaped in every HTML part, and stripped
// of line breaks and control characters wherever it reaches a header (a subject, a display
// name), so no visitor value can add a header or a recipient.
import { escapeHtml } from '../mail/escape-html.ts';

/** One line, at most `max` characters, nothing a header could break on. */
export function headerSafe(text: string, max = 80): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
  const line = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** A lead's value as text: choices joined, consent as Yes or No, nothing as null. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

export interface Line {
  label: string;
  value: string;
}

export function textLines(lines: Line[]): string {
  return lines.map(({ label, value }) => `${label}: ${value}`).join('\n');
}

/** A definition list; multi-line values keep their breaks. */
export function htmlLines(lines: Line[]): string {
  const rows = lines.map(
    ({ label, value }) =>
      `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
      `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
  );
  return `<table role="presentation" cellspacing="0">${rows.join('')}</table>`;
}
