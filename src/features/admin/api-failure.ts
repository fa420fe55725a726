/** A Supabase error as the dashboard shows it; no error at all means no answer came. */
export function failure(error: { message: string } | null): Error {
  return new Error(error?.message || 'the server did not answer');
}
