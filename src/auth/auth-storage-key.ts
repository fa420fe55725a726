/** Where supabase-js keeps the session in localStorage; read without loading supabase-js. */
export const authStorageKey = 'cognivance-auth';

export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(authStorageKey) !== null;
  } catch {
    return false;
  }
}
