// Today's date as the "Last updated" line writes it: one definition for the component and
// for the inline scripts that write it while the prerendered page is parsed.

const dateFormat: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** The date for <time dateTime>, in local time: 2025-03-07. */
export function isoDate(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The date for the reader: March 7, 2025. */
export function readableDate(now: Date): string {
  return now.toLocaleDateString('en-US', dateFormat);
}
