// Users, sessions and rotating refresh tokens for the local auth server, in
// the auth schema of the bootstrap, plus the JSON shapes GoTrue answers with.
// Runs in Node, always as the database owner (auth is not behind RLS).
// Passwords are hashed before a transaction opens (password-hashing.ts), so no
// transaction waits for bcrypt.
import { randomBytes, randomUUID } from 'node:crypto';
import { passwordMatches } from './password-hashing.ts';
import type { Queryable } from './db.ts';
import { signJwt, userAudience } from './jwt.ts';

export const accessTokenSeconds = 3600;

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_sign_in_at: Date | null;
  [column: string]: unknown;
}

const appMetadata = { provider: 'email', providers: ['email'] };

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

/** Creates a confirmed e-mail user, as GoTrue does with autoconfirm on. */
export async function createUser(
  q: Queryable,
  email: string,
  passwordHash: string,
  data: Record<string, unknown> = {},
): Promise<UserRow> {
  const id = randomUUID();
  const metadata = { ...data, sub: id, email, email_verified: true, phone_verified: false };
  const rows = await q.query<UserRow>(
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, $3, now(), $4, $5) returning *`,
    [id, email, passwordHash, JSON.stringify(appMetadata), JSON.stringify(metadata)],
  );
  return rows[0] as UserRow;
}

const iso = (value: Date | null): string | undefined => value?.toISOString();

/** GoTrue's models.User as JSON. */
export function userJson(user: UserRow): Record<string, unknown> {
  const identityData = {
    email: user.email,
    email_verified: true,
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
  };
}

async function newRefreshToken(
  q: Queryable,
  sessionId: string,
  userId: string,
  parent: string | null,
): Promise<string> {
  const token = randomBytes(18).toString('base64url');
  await q.query(
    'insert into auth.refresh_tokens (token, session_id, user_id, parent) values ($1, $2, $3, $4)',
    [token, sessionId, userId, parent],
  );
  return token;
}

/** GoTrue's AccessTokenResponse, with the access token claims GoTrue issues. */
async function sessionJson(user: UserRow, sessionId: string, refreshToken: string, issuer: string) {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + accessTokenSeconds;
  const accessToken = await signJwt({
    iss: issuer,
    sub: user.id,
    aud: userAudience,
    exp: expiresAt,
    iat: now,
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data ?? appMetadata,
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: sessionId,
    is_anonymous: false,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: accessTokenSeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

export async function startSession(q: Queryable, user: UserRow, issuer: string) {
  const rows = await q.query<UserRow>(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning *',
    [user.id],
  );
  const signedIn = rows[0] ?? user;
  const sessions = await q.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1) returning id',
    [user.id],
  );
  const sessionId = (sessions[0] as { id: string }).id;
  const refreshToken = await newRefreshToken(q, sessionId, user.id, null);
  return sessionJson(signedIn, sessionId, refreshToken, issuer);
}

export type RefreshOutcome =
  | { ok: true; session: Awaited<ReturnType<typeof sessionJson>> }
  | { ok: false; code: 'refresh_token_not_found' | 'refresh_token_already_used' };

/**
 * Rotates a refresh token. A revoked token presented again means it leaked or
 * was replayed, so the whole session ends (GoTrue's reuse detection).
 */
export async function rotateRefreshToken(
  q: Queryable,
  token: string,
  issuer: string,
): Promise<RefreshOutcome> {
  const rows = await q.query<{ session_id: string; user_id: string; revoked: boolean }>(
    'select session_id, user_id, revoked from auth.refresh_tokens where token = $1 for update',
    [token],
  );
  const row = rows[0];
  if (!row) return { ok: false, code: 'refresh_token_not_found' };
  if (row.revoked) {
    await q.query('delete from auth.sessions where id = $1', [row.session_id]);
    return { ok: false, code: 'refresh_token_already_used' };
  }
  const user = await findUserById(q, row.user_id);
  if (!user) return { ok: false, code: 'refresh_token_not_found' };
  await q.query('update auth.refresh_tokens set revoked = true where token = $1', [token]);
  const child = await newRefreshToken(q, row.session_id, row.user_id, token);
  return { ok: true, session: await sessionJson(user, row.session_id, child, issuer) };
}

export async function sessionExists(q: Queryable, sessionId: string): Promise<boolean> {
  const rows = await q.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}

/** Sign-out: scope global ends every session of the user, local this one, others the rest. */
export async function endSessions(
  q: Queryable,
  userId: string,
  sessionId: string,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  if (scope === 'global') {
    await q.query('delete from auth.sessions where user_id = $1', [userId]);
    return;
  }
  const operator = scope === 'local' ? '=' : '<>';
  await q.query(`delete from auth.sessions where user_id = $1 and id ${operator} $2`, [
    userId,
    sessionId,
  ]);
}
