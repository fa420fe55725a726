/*
 * URL slugs from display names: lower-cased, every run of non-alphanumerics a single dash.
 * Pure and deterministic, so server and client render the same links.
 */

export function toSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
