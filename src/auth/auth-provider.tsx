import { useEffect, type ReactNode } from 'react';
import { AuthContext } from '@/auth/auth-context';
import { hasStoredSession } from '@/auth/auth-storage-key';
import { useAuthStore } from '@/auth/auth-store';

/** A mailed link (GoTrue's /verify) sends the visitor back with the session, or the error, in the fragment. */
function arrivedFromEmailLink(): boolean {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  return fragment.has('access_token') || fragment.has('error_description');
}

/**
 * Starts auth tracking after the first paint. With no stored session and no mailed link
 * to take one from, the visitor is signed out at once and supabase-js is never loaded;
 * content never waits for auth.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (!hasStoredSession() && !arrivedFromEmailLink()) {
      useAuthStore.getState().signedOut();
      return;
    }
    void import('@/auth/auth-api').then(({ startAuthSync }) => startAuthSync());
  }, []);

  return <AuthContext.Provider value>{children}</AuthContext.Provider>;
}
