/*
 * Sign-in, sign-up and sign-out through supabase-js, and the bridge from its auth events
 * to the auth store. Loaded on demand: at start-up only when a session is stored.
 */
import type { Session, User } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/supabase';
import { useAuthStore } from '@/stores/auth-store';

let listening = false;

function displayNameOf(user: User): string | null {
  const name: unknown = user.user_metadata?.display_name;
  return typeof name === 'string' && name.trim() !== '' ? name : null;
}

/** A failed lookup means 'not admin', silently, as the spec asks. */
async function lookUpAdmin(userId: string): Promise<void> {
  const { data, error } = await getSupabase()
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .eq('role', 'admin')
    .single();
  useAuthStore.getState().adminChecked(userId, !error && data?.role === 'admin');
}

function applySession(session: Session | null): void {
  const store = useAuthStore.getState();
  if (!session) {
    store.signedOut();
    return;
  }
  const { user } = session;
  const known = store.user?.id === user.id && store.user.isAdmin !== null;
  store.signedIn({ id: user.id, email: user.email ?? '', displayName: displayNameOf(user) });
  // Outside the callback: supabase-js holds a lock while it runs listeners.
  if (!known) setTimeout(() => void lookUpAdmin(user.id), 0);
}

export function startAuthSync(): void {
  if (listening) return;
  listening = true;
  getSupabase().auth.onAuthStateChange((_event, session) => applySession(session));
  // A lookup that failed offline said 'not admin'; ask again once the network is back.
  window.addEventListener('online', () => {
    const { user, adminUnknown } = useAuthStore.getState();
    if (!user) return;
    adminUnknown();
    void lookUpAdmin(user.id);
  });
}

export async function signIn(email: string, password: string) {
  startAuthSync();
  return getSupabase().auth.signInWithPassword({ email, password });
}

export async function signUp(email: string, password: string, displayName: string | null) {
  startAuthSync();
  const supabase = getSupabase();
  const result = await supabase.auth.signUp({
    email,
    password,
    options: {
      emailRedirectTo: `${window.location.origin}/`,
      data: { display_name: displayName },
    },
  });
  const user = result.data.user;
  if (!result.error && user) {
    // A trigger on auth.users already made the profile; this insert is the spec's call
    // and its duplicate (or, awaiting confirmation, refusal) changes nothing.
    await supabase.from('profiles').insert({ user_id: user.id, display_name: displayName });
  }
  return result;
}

/** Signs out everywhere; offline, at least on this device. */
export async function signOut(): Promise<void> {
  const { error } = await getSupabase().auth.signOut();
  if (error) await getSupabase().auth.signOut({ scope: 'local' });
  useAuthStore.getState().signedOut();
}
