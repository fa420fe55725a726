/*
 * Sign-in, sign-up, password reset and sign-out through supabase-js, and the bridge from
 * its auth events to the auth store. Loaded on demand: at start-up only when a session is
 * stored or the visitor arrives from a mailed link. Such a link (GoTrue's /verify) comes
 * back with the session in the URL fragment, which supabase-js takes (detectSessionInUrl).
 */
import { isAuthImplicitGrantRedirectError, type Session, type User } from '@supabase/supabase-js';
import { getSupabase } from '@/lib/supabase';
import { showToast } from '@/toasts/show-toast';
import { useAuthStore } from '@/auth/auth-store';

/** What a visitor arriving from a mailed link is told; a refused link in GoTrue's words. */
export const emailLinkMessages = {
  confirmed: 'Your email address is confirmed. Welcome!',
  failed: 'This email link could not be used. Please try again.',
} as const;

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

/** The `type` of a mailed link's redirect (signup, recovery…), read before supabase-js clears it. */
function emailLinkType(): string | null {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  if (!fragment.has('access_token') && !fragment.has('error_description')) return null;
  return fragment.get('type') ?? '';
}

/**
 * Tells the visitor how their mailed link went, and takes its leftovers out of the address
 * bar: supabase-js leaves a bare '#' after a session, and the whole fragment after an error.
 */
async function reportEmailLink(type: string): Promise<void> {
  const { error } = await getSupabase().auth.initialize();
  window.history.replaceState(
    window.history.state,
    '',
    window.location.pathname + window.location.search,
  );
  if (error) {
    const message = isAuthImplicitGrantRedirectError(error)
      ? error.message
      : emailLinkMessages.failed;
    showToast('error', message, 'Error');
  } else if (type === 'signup') {
    showToast('success', emailLinkMessages.confirmed);
  }
}

export function startAuthSync(): void {
  if (listening) return;
  listening = true;
  const linkType = emailLinkType();
  getSupabase().auth.onAuthStateChange((_event, session) => applySession(session));
  if (linkType !== null) void reportEmailLink(linkType);
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

/**
 * Without a session (the project confirms e-mail addresses first) nothing more happens
 * here: the visitor is not signed in until they follow the mailed link.
 */
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
  const { user, session } = result.data;
  if (!result.error && user && session) {
    // A trigger on auth.users already made the profile; this insert is the spec's call
    // and its duplicate changes nothing. Before confirmation row-level security would
    // refuse it (no session), so it is not sent then.
    await supabase.from('profiles').insert({ user_id: user.id, display_name: displayName });
  }
  return result;
}

/**
 * Mails a link to `redirectTo` that signs the visitor in for choosing a new password.
 * Supabase answers the same whether or not the address has an account.
 */
export async function requestPasswordReset(email: string, redirectTo: string) {
  return getSupabase().auth.resetPasswordForEmail(email, { redirectTo });
}

/** Sets a new password for the signed-in visitor (after a recovery link, or any time). */
export async function updatePassword(password: string) {
  startAuthSync();
  return getSupabase().auth.updateUser({ password });
}

/**
 * Signs this device out at once, then ends its session on the server. supabase-js removes
 * a `local` session before it sends the request, so a visitor who leaves the page straight
 * away, or is offline, stays signed out; `global` would keep the session until the server
 * answered.
 */
export async function signOut(): Promise<void> {
  await getSupabase().auth.signOut({ scope: 'local' });
  useAuthStore.getState().signedOut();
}
