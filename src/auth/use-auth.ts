import { useContext } from 'react';
import { AuthContext } from '@/auth/auth-context';
import { useAuthStore } from '@/auth/auth-store';

/** The auth state: loading, then signed in (with the user) or signed out. */
export function useAuth() {
  if (!useContext(AuthContext)) throw new Error('useAuth must be used within an AuthProvider');
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  return { status, user, loading: status === 'loading', isAdmin: user?.isAdmin === true };
}
