// The way back in for a user who lost their authenticator (`npm run admin:reset-mfa`):
// every factor of the user goes, as GoTrue's admin factor deletion does it, and the
// sessions they raised fall back to aal1. Runs in Node, as the database owner.
import { listFactors } from './auth-mfa-store.ts';
import { downgradeSessions } from './auth-sessions.ts';
import { findUserByEmail } from './auth-store.ts';
import type { Database } from './db.ts';

/** The number of factors removed; null when no user has that e-mail. */
export function resetFactors(db: Database, email: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email.trim().toLowerCase());
    if (!user) return null;
    const factors = await listFactors(tx, user.id);
    await tx.query('delete from auth.mfa_factors where user_id = $1', [user.id]);
    for (const factor of factors) await downgradeSessions(tx, factor.id);
    return factors.length;
  });
}
