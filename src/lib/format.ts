/*
 * Small display formatters for numbers stored as plain data in src/content.
 * Pure, locale-independent output so server and client render the same text.
 */

export function formatMonths(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

export function formatPeople(people: number): string {
  return `${people} ${people === 1 ? 'person' : 'people'}`;
}
