// Admin accounts for the local backend: the first-start admin from
// ADMIN_EMAIL / ADMIN_PASSWORD (and, with ADMIN_TOTP_SECRET, its authenticator
// already set up, as the test suites need), and granting admin to an existing
// user (`npm run admin:grant`). Runs in Node, as the database owner.
// Invariant: an existing account is never overwritten, its password and factors included.
import type { Database } from './db.ts';
import { listFactors } from './auth-mfa-store.ts';
import { createUser, findUserByEmail } from './auth-store.ts';
import { hashPassword } from './password-hashing.ts';

export const defaultAdmin = { email: 'admin@example.com', password: 'admin-password' };

export interface AdminAccount {
  email: string;
  password: string;
  /** The base32 secret of its verified TOTP factor, when the backend set one up. */
  totpSecret?: string;
  /** False when the account already existed, so its password may differ. */
  created: boolean;
}

export async function ensureAdmin(
  db: Database,
  email: string,
  password: string,
  totpSecret?: string,
): Promise<AdminAccount> {
  const normalised = email.trim().toLowerCase();
  const account = await ensureAccount(db, normalised, password);
  if (totpSecret) await ensureFactor(db, normalised, totpSecret);
  return totpSecret ? { ...account, totpSecret } : account;
}

async function ensureAccount(
  db: Database,
  normalised: string,
  password: string,
): Promise<AdminAccount> {
  if (await findUserByEmail(db, normalised)) return { email: normalised, password, created: false };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    if (await findUserByEmail(tx, normalised))
      return { email: normalised, password, created: false };
    const user = await createUser(tx, normalised, passwordHash, { display_name: 'Administrator' });
    await tx.query("insert into public.user_roles (user_id, role) values ($1, 'admin')", [user.id]);
    return { email: normalised, password, created: true };
  });
}

/** A verified authenticator with this secret, unless the admin already has a factor. */
async function ensureFactor(db: Database, normalised: string, secret: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, normalised);
    if (!user || (await listFactors(tx, user.id)).length > 0) return;
    await tx.query(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
       values ($1, 'Authenticator app', 'totp', 'verified', $2)`,
      [user.id, secret],
    );
  });
}

/** Returns false when no user has that e-mail. */
export async function grantAdmin(db: Database, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email.trim().toLowerCase());
    if (!user) return false;
    await tx.query(
      "insert into public.user_roles (user_id, role) values ($1, 'admin') on conflict do nothing",
      [user.id],
    );
    return true;
  });
}
