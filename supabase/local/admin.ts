// Admin accounts for the local backend: the first-start admin from
// ADMIN_EMAIL / ADMIN_PASSWORD, and granting admin to an existing user
// (`npm run admin:grant`). Runs in Node, as the database owner.
// Invariant: an existing account is never overwritten, its password included.
import type { Database } from './db.ts';
import { createUser, findUserByEmail } from './auth-store.ts';
import { hashPassword } from './password-hashing.ts';

export const defaultAdmin = { email: 'admin@example.com', password: 'admin-password' };

export interface AdminAccount {
  email: string;
  password: string;
  /** False when the account already existed, so its password may differ. */
  created: boolean;
}

export async function ensureAdmin(
  db: Database,
  email: string,
  password: string,
): Promise<AdminAccount> {
  const normalised = email.trim().toLowerCase();
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
