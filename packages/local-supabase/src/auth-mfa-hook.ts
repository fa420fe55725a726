// Supabase Auth's MFA verification attempt hook ([auth.hook.mfa_verification_attempt] with a
// pg-functions:// uri), called as GoTrue's verifyTOTPFactor calls it: on every verification of
// a live challenge, right code or wrong, with {factor_id, factor_type, user_id, valid}, as
// supabase_auth_admin; 'reject' refuses the code and signs the user out everywhere. Not
// GoTrue's: a rejection mails the factor's owner, at most once a lock (15 minutes). Runs in Node.
import type { AuthServer } from './auth-common.ts';
import type { FactorRow } from './auth-mfa-store.ts';
import type { UserRow } from './auth-store.ts';
import type { Queryable } from './db.ts';

/** GoTrue's hooks.DefaultMFAHookRejectionMessage, for a rejection without a message. */
const defaultRejection = 'Further MFA verification attempts will be rejected.';
/** How long one lock lasts (the project's hook decides; this only spaces the mails). */
const lockMailSpacingMs = 15 * 60 * 1000;

export type HookAnswer = { reject: false } | { reject: true; message: string };

/** When each factor's owner was last mailed about a lock, per auth server. */
const mailedAt = new WeakMap<AuthServer, Map<string, number>>();

export async function askVerificationHook(
  server: AuthServer,
  tx: Queryable,
  user: UserRow,
  factor: FactorRow,
  valid: boolean,
): Promise<HookAnswer> {
  const hook = server.settings.mfaVerificationHook;
  if (!hook) return { reject: false };
  const input = {
    factor_id: factor.id,
    factor_type: factor.factor_type,
    user_id: user.id,
    valid,
  };
  await tx.query('set local role supabase_auth_admin');
  const rows = await tx.query<{ output: { decision?: string; message?: string } | null }>(
    `select ${hook}($1::jsonb) as output`,
    [JSON.stringify(input)],
  );
  await tx.query('reset role');
  const output = rows[0]?.output;
  if (output?.decision !== 'reject') return { reject: false };
  // GoTrue's models.Logout: every session of the user ends.
  await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
  await mailOwner(server, user, factor.id);
  return { reject: true, message: output.message || defaultRejection };
}

/** Sent before the answer (the mail catcher, or SMTP_HOST); a failed send refuses nothing. */
async function mailOwner(server: AuthServer, user: UserRow, factorId: string): Promise<void> {
  let sent = mailedAt.get(server);
  if (!sent) mailedAt.set(server, (sent = new Map()));
  const last = sent.get(factorId);
  if (last !== undefined && Date.now() - last < lockMailSpacingMs) return;
  sent.set(factorId, Date.now());
  try {
    await server.mailer.send({ to: user.email, kind: 'mfa_locked', link: server.settings.siteUrl });
  } catch (error) {
    console.error('[local-backend] could not send the mfa_locked mail:', error);
  }
}
