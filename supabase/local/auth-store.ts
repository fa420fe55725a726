// Users (their confirmation, password and metadata), sessions and rotating
// refresh tokens for the local auth server, in the auth schema of the bootstrap,
// plus the JSON shapes GoTrue answers with. Mailed links' tokens are in
// auth-links.ts. Runs in Node, always as the database owner (auth is not behind RLS).
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
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
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

/** GoTrue's models.User as JSON. */
export function userJson(user: UserRow): Record<string, unknown> {
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

/** How a session began, as its tokens' amr claim says: GoTrue's AuthenticationMethod. */
export type AuthMethod = 'password' | 'otp';

interface SessionRow {
  id: string;
  amr_method: AuthMethod;
  created_at: Date;
  [column: string]: unknown;
}

/** GoTrue's AccessTokenResponse, with the access token claims GoTrue issues. */
async function sessionJson(
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
  issuer: string,
) {
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
    amr: [
      { method: session.amr_method, timestamp: Math.floor(session.created_at.getTime() / 1000) },
    ],
    session_id: session.id,
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

export async function startSession(
  q: Queryable,
  user: UserRow,
  issuer: string,
  method: AuthMethod = 'password',
) {
  const rows = await q.query<UserRow>(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning *',
    [user.id],
  );
  const signedIn = rows[0] ?? user;
  const sessions = await q.query<SessionRow>(
    'insert into auth.sessions (user_id, amr_method) values ($1, $2) returning id, amr_method, created_at',
    [user.id, method],
  );
  const session = sessions[0] as SessionRow;
  const refreshToken = await newRefreshToken(q, session.id, user.id, null);
  return sessionJson(signedIn, session, refreshToken, issuer);
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
  const sessions = await q.query<SessionRow>(
    'select id, amr_method, created_at from auth.sessions where id = $1',
    [row.session_id],
  );
  const session = sessions[0];
  if (!user || !session) return { ok: false, code: 'refresh_token_not_found' };
  await q.query('update auth.refresh_tokens set revoked = true where token = $1', [token]);
  const child = await newRefreshToken(q, row.session_id, row.user_id, token);
  return { ok: true, session: await sessionJson(user, session, child, issuer) };
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
