/*
 * The short reference a visitor quotes and an admin looks a lead up by: the first eight hex
 * digits of its id, upper-cased. Runs in the page; the dispatcher puts the same reference
 * in its mails (supabase/functions/_shared/lead-dispatch/lead-kinds.ts), and a unit test
 * holds the two rules together.
 */
export function leadReference(id: string): string {
  return id.replaceAll('-', '').slice(0, 8).toUpperCase();
}
