// Visitor text made safe for where it goes: stripped of line breaks and control characters
// wherever it reaches a header (a subject, a display name), so no visitor value can add a
// header or a recipient; in HTML React escapes it (../mail).

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
