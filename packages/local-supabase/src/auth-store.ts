// Users (their confirmation, password and metadata) for the local auth server, in the
// auth schema of the bootstrap, and GoTrue's JSON of a user. Sessions and their tokens
// are in auth-sessions.ts, mailed links' tokens in auth-links.ts. Runs in Node, always
// as the database owner (auth is not behind RLS). Passwords are hashed before a
// transaction opens (password-hashing.ts), so no transaction waits for bcrypt.
import { randomUUID } from 'node:crypto';
import type { FactorRow } from './auth-mfa-store.ts';
import { factorJson } from './auth-mfa-store.ts';
import { passwordMatches } from './password-hashing.ts';
import type { Queryable } from './db.ts';

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_sign_in_at: Date | null;
  [column: string]: unknown;
}

export const appMetadata = { provider: 'email', providers: ['email'] };

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const rows = await q.query<UserRow>('select * from auth.users where email = $1', [email]);
  return rows[0];
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const rows = await q.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0];
}

export async function verifyPassword(user: UserRow, password: string): Promise<boolean> {
  return user.encrypted_password ? passwordMatches(password, user.encrypted_password) : false;
}

/**
 * Creates an e-mail user: confirmed at once, as GoTrue does with autoconfirm on, or
 * waiting for the link in a confirmation mail.
 */
export async function createUser(
  q: Queryable,
  email: string,
  passwordHash: string,
  data: Record<string, unknown> = {},
  confirmed = true,
): Promise<UserRow> {
  const id = randomUUID();
  const metadata = { ...data, sub: id, email, email_verified: confirmed, phone_verified: false };
  const rows = await q.query<UserRow>(
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, $3, case when $6 then now() end, $4, $5) returning *`,
    [id, email, passwordHash, JSON.stringify(appMetadata), JSON.stringify(metadata), confirmed],
  );
  return rows[0] as UserRow;
}

/** GoTrue's User.Confirm: confirmed now, email_verified in the metadata, every link spent. */
export async function confirmEmail(q: Queryable, userId: string): Promise<UserRow> {
  await q.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
  const rows = await q.query<UserRow>(
    `update auth.users
        set email_confirmed_at = now(), updated_at = now(),
            raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || '{"email_verified": true}'
      where id = $1 returning *`,
    [userId],
  );
  return rows[0] as UserRow;
}

/**
 * GoTrue's User.UpdatePassword: a new password spends every mailed link and ends every
 * other session of the user, since whoever knew the old one is no longer trusted.
 */
export async function setPassword(
  q: Queryable,
  userId: string,
  passwordHash: string,
  keepSessionId: string,
): Promise<void> {
  await q.query(
    `update auth.users
        set encrypted_password = $2, confirmation_sent_at = null, recovery_sent_at = null,
            updated_at = now()
      where id = $1`,
    [userId, passwordHash],
  );
  await q.query('delete from auth.one_time_tokens where user_id = $1', [userId]);
  await q.query('delete from auth.sessions where user_id = $1 and id <> $2', [
    userId,
    keepSessionId,
  ]);
}

/** GoTrue's UpdateUserMetaData: keys merge in, and a null value removes its key. */
export async function mergeUserMetadata(
  q: Queryable,
  userId: string,
  data: Record<string, unknown>,
): Promise<void> {
  const removed = Object.keys(data).filter((key) => data[key] === null);
  await q.query(
    `update auth.users
        set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}') || $2::jsonb) - $3::text[],
            updated_at = now()
      where id = $1`,
    [userId, JSON.stringify(data), removed],
  );
}

const iso = (value: Date | null): string | undefined => value?.toISOString();

/** GoTrue's models.User as JSON; like GoTrue's, it lists the factors only if there are any. */
export function userJson(user: UserRow, factors: FactorRow[] = []): Record<string, unknown> {
  const identityData = {
    email: user.email,
    email_verified: user.email_confirmed_at !== null,
    phone_verified: false,
    sub: user.id,
  };
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? appMetadata,
    user_metadata: user.raw_user_meta_data ?? {},
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: iso(user.last_sign_in_at ?? user.created_at),
        created_at: iso(user.created_at),
        updated_at: iso(user.updated_at),
        email: user.email,
      },
    ],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
  };
}
