// Admin accounts for the local backend: the first-start admin from
// ADMIN_EMAIL / ADMIN_PASSWORD (and, with ADMIN_TOTP_SECRET, its authenticator
// already set up, as the test suites need), and granting admin to an existing
// user with the authenticator the grant sets up (`npm run admin:grant`, and
// admin:reset-mfa for a lost one). Runs in Node, as the database owner.
// Invariant: an existing account is never overwritten, its password and factors included.
import type { Database } from './db.ts';
import { listFactors } from './auth-mfa-store.ts';
import { newTotpKey } from './auth-mfa-totp.ts';
import { createUser, findUserByEmail } from './auth-store.ts';
import { hashPassword } from './password-hashing.ts';

export const defaultAdmin = { email: 'admin@example.com', password: 'admin-password' };

export interface AdminAccount {
  email: string;
  password: string;
  /** The base32 secret of its verified TOTP factor, when the backend set one up. */
  totpSecret?: string;
  /** The otpauth:// URI of a factor set up now for an account created now (no secret given). */
  totpUri?: string;
  /** The one-time set-up code of that factor, as admin:grant issues one. */
  setUpCode?: string;
  /** False when the account already existed, so its password may differ. */
  created: boolean;
}

/**
 * The first-start admin: with `totpSecret`, that authenticator; an account created now without
 * one gets a new authenticator, as admin:grant sets one up (the start banner shows its QR code).
 */
export async function ensureAdmin(
  db: Database,
  email: string,
  password: string,
  totpSecret?: string,
  issuer = 'localhost',
): Promise<AdminAccount> {
  const normalised = email.trim().toLowerCase();
  const account = await ensureAccount(db, normalised, password);
  if (totpSecret) {
    await ensureFactor(db, normalised, totpSecret);
    return { ...account, totpSecret };
  }
  if (!account.created) return account;
  const granted = await grantAdmin(db, normalised, issuer);
  if (!granted) return account;
  return {
    ...account,
    totpSecret: granted.secret,
    totpUri: granted.uri,
    setUpCode: granted.setUpCode,
  };
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

/**
 * A verified authenticator with this secret, set up as a grant sets one up, unless the admin
 * already has a factor; a factor with this very secret (from before grants recorded factors)
 * is recorded as granted.
 */
async function ensureFactor(db: Database, normalised: string, secret: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, normalised);
    if (!user) return;
    if ((await listFactors(tx, user.id)).length === 0) {
      await tx.query('select private.set_up_admin_factor($1, $2)', [normalised, secret]);
      return;
    }
    await tx.query(
      `insert into private.admin_factors (factor_id, user_id)
       select id, user_id from auth.mfa_factors
        where user_id = $1 and secret = $2 and status = 'verified'
       on conflict do nothing`,
      [user.id, secret],
    );
  });
}

/** The authenticator a grant sets up: its secret and the otpauth:// URI its QR code holds. */
export interface GrantedFactor {
  secret: string;
  uri: string;
  /** One-time, for 24 hours: the admin types it at /admin to see the QR code themselves. */
  setUpCode: string;
}

/**
 * Makes an existing user an admin with a new authenticator and its set-up code
 * (private.grant_admin_set_up): their factors and sessions go, so nobody who enrolled one
 * with the password keeps it. Null when no user has that e-mail.
 */
export async function grantAdmin(
  db: Database,
  email: string,
  issuer = 'localhost',
): Promise<GrantedFactor | null> {
  const normalised = email.trim().toLowerCase();
  const key = newTotpKey(issuer, normalised);
  const rows = await db.query<{ code: string | null }>(
    'select private.grant_admin_set_up($1, $2, $3) as code',
    [normalised, key.secret, issuer],
  );
  const setUpCode = rows[0]?.code;
  return setUpCode ? { secret: key.secret, uri: key.uri, setUpCode } : null;
}

/** grantAdmin for a user who is an admin already (a lost authenticator); null otherwise. */
export async function reissueAdminFactor(
  db: Database,
  email: string,
  issuer?: string,
): Promise<GrantedFactor | null> {
  const rows = await db.query(
    `select 1 from public.user_roles r join auth.users u on u.id = r.user_id
      where u.email = $1 and r.role = 'admin'`,
    [email.trim().toLowerCase()],
  );
  return rows.length > 0 ? grantAdmin(db, email, issuer) : null;
}
