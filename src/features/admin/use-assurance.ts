/*
 * Where the signed-in admin stands on the second factor: without the authenticator that
 * admin:grant sets up (has_granted_factor), told to ask for one; else at aal2 (the dashboard
 * may load), asked for the grant's one-time set-up code while one is pending
 * (has_admin_set_up_code), or asked for a code. Row-level security grants admins nothing without a granted
 * factor at aal2, so this only decides what the page asks for; the database decides what
 * it shows.
 */
import { useCallback, useEffect, useState } from 'react';
import { getSupabase } from '@/lib/supabase';

export type Assurance =
  | { state: 'checking' }
  | { state: 'verified' }
  | { state: 'challenge'; factorId: string }
  | { state: 'set-up'; factorId: string }
  | { state: 'ungranted' }
  | { state: 'failed'; message: string };

async function readAssurance(): Promise<Assurance> {
  const supabase = getSupabase();
  const granted = await supabase.rpc('has_granted_factor');
  if (granted.error) return { state: 'failed', message: granted.error.message };
  if (!granted.data) return { state: 'ungranted' };
  const { mfa } = supabase.auth;
  const level = await mfa.getAuthenticatorAssuranceLevel();
  if (level.error) return { state: 'failed', message: level.error.message };
  if (level.data.currentLevel === 'aal2') return { state: 'verified' };
  const factors = await mfa.listFactors();
  if (factors.error) return { state: 'failed', message: factors.error.message };
  const [factor] = factors.data.totp;
  if (!factor) return { state: 'ungranted' };
  const pending = await supabase.rpc('has_admin_set_up_code');
  if (pending.error) return { state: 'failed', message: pending.error.message };
  return { state: pending.data ? 'set-up' : 'challenge', factorId: factor.id };
}

/** `session` changes whenever the session does (a sign-in, a verified code, a refresh). */
export function useAssurance(enabled: boolean, session: unknown): [Assurance, () => void] {
  const [assurance, setAssurance] = useState<Assurance>({ state: 'checking' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void readAssurance().then(
      (next) => current && setAssurance(next),
      (error: unknown) => current && setAssurance({ state: 'failed', message: String(error) }),
    );
    return () => {
      current = false;
    };
  }, [enabled, session, round]);
  const recheck = useCallback(() => setRound((value) => value + 1), []);
  return [assurance, recheck];
}
