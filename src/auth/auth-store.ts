import { create } from 'zustand';

export interface AuthUser {
  id: string;
  email: string;
  displayName: string | null;
  /** null while the admin lookup runs after sign-in. */
  isAdmin: boolean | null;
}

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  signedIn: (user: Omit<AuthUser, 'isAdmin'>) => void;
  signedOut: () => void;
  adminChecked: (userId: string, isAdmin: boolean) => void;
  /** The admin flag is being looked up again (back online): unknown until answered. */
  adminUnknown: () => void;
}

/** Who is signed in, mirrored from supabase-js's auth events. */
export const useAuthStore = create<AuthState>()((set) => ({
  status: 'loading',
  user: null,
  signedIn: (user) =>
    set((state) => ({
      status: 'signedIn',
      // A token refresh for the same user keeps the admin flag already looked up.
      user: { ...user, isAdmin: state.user?.id === user.id ? state.user.isAdmin : null },
    })),
  signedOut: () => set({ status: 'signedOut', user: null }),
  adminUnknown: () =>
    set((state) => (state.user ? { user: { ...state.user, isAdmin: null } } : state)),
  adminChecked: (userId, isAdmin) =>
    set((state) => (state.user?.id === userId ? { user: { ...state.user, isAdmin } } : state)),
}));
