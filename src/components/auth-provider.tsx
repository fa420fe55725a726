import { useEffect, type ReactNode } from 'react';
import { AuthContext } from '@/lib/auth-context';
import { hasStoredSession } from '@/lib/auth-storage-key';
import { useAuthStore } from '@/stores/auth-store';

/**
 * Starts auth tracking after the first paint. With no stored session the visitor is
 * signed out at once and supabase-js is never loaded; content never waits for auth.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (!hasStoredSession()) {
      useAuthStore.getState().signedOut();
      return;
    }
    void import('@/lib/auth-api').then(({ startAuthSync }) => startAuthSync());
  }, []);

  return <AuthContext.Provider value>{children}</AuthContext.Provider>;
}
