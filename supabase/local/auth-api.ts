// The subset of Supabase Auth (GoTrue) under /auth/v1 that the app uses:
// signup, token (password and refresh_token grants), user, logout, health.
// Runs in Node. Invariant: every error carries GoTrue's JSON in both its
// 2024-01-01 form and its legacy form, with the X-Supabase-Api-Version header.
import type { IncomingMessage } from 'node:http';
import type { Database, Queryable } from './db.ts';
import type { UserRow } from './auth-store.ts';
import { hashPassword } from './password-hashing.ts';
import {
  createUser,
  endSessions,
  findUserByEmail,
  findUserById,
  rotateRefreshToken,
  sessionExists,
  startSession,
  userJson,
  verifyPassword,
} from './auth-store.ts';
import { bearerToken } from './gateway.ts';
import type { Reply } from './http-util.ts';
import { verifyJwt } from './jwt.ts';

const apiVersion = '2024-01-01';
const minPasswordLength = 6;
/** bcrypt reads 72 bytes; GoTrue refuses longer passwords instead of truncating them. */
const maxPasswordBytes = 72;
/** GoTrue has no such limit, but every token carries the metadata: keep it small. */
export const maxUserMetadataBytes = 4 * 1024;
const emailShape = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function authError(
  status: number,
  code: string,
  message: string,
  extra: object = {},
): Reply {
  return {
    status,
    body: { code, error_code: code, msg: message, message, ...extra },
    headers: { 'X-Supabase-Api-Version': apiVersion, 'x-sb-error-code': code },
  };
}

const ok = (status: number, body: object | null): Reply => ({
  status,
  body,
  headers: { 'X-Supabase-Api-Version': apiVersion },
});

const invalidCredentials = () => authError(400, 'invalid_credentials', 'Invalid login credentials');

type Json = Record<string, unknown>;

export async function handleAuth(
  db: Database,
  req: IncomingMessage,
  url: URL,
  route: string,
  json: Json,
  issuer: string,
): Promise<Reply> {
  const method = req.method ?? 'GET';
  if (route === 'health' && method === 'GET') {
    return ok(200, {
      version: 'local',
      name: 'GoTrue',
      description: 'Local stand-in for Supabase Auth',
    });
  }
  if (route === 'signup' && method === 'POST') return signUp(db, json, issuer);
  if (route === 'token' && method === 'POST') {
    const grant = url.searchParams.get('grant_type');
    if (grant === 'password') return passwordGrant(db, json, issuer);
    if (grant === 'refresh_token') return db.transaction((tx) => refreshGrant(tx, json, issuer));
    return authError(400, 'validation_failed', 'unsupported_grant_type');
  }
  if (route === 'user' && method === 'GET') {
    return db.transaction(async (tx) => {
      const found = await signedInUser(tx, req, url);
      return 'status' in found ? found : ok(200, userJson(found.user));
    });
  }
  if (route === 'logout' && method === 'POST') {
    const scope = url.searchParams.get('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      return authError(400, 'validation_failed', 'Unsupported logout scope');
    }
    return db.transaction(async (tx) => {
      const found = await signedInUser(tx, req, url);
      if ('status' in found) return found;
      await endSessions(tx, found.user.id, found.sessionId, scope);
      return ok(204, null);
    });
  }
  return authError(404, 'not_found', 'Not Found');
}

const normaliseEmail = (value: unknown): string =>
  typeof value === 'string' ? value.trim().toLowerCase() : '';

/** Checks and bcrypt come before the transaction: no transaction ever waits for a hash. */
async function signUp(db: Database, json: Json, issuer: string): Promise<Reply> {
  const email = normaliseEmail(json.email);
  const password = typeof json.password === 'string' ? json.password : '';
  if (!email) return authError(400, 'validation_failed', 'missing email or phone');
  if (!emailShape.test(email) || email.length > 255) {
    return authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  if (password.length < minPasswordLength) {
    return authError(
      422,
      'weak_password',
      `Password should be at least ${minPasswordLength} characters.`,
      { weak_password: { reasons: ['length'] } },
    );
  }
  if (Buffer.byteLength(password) > maxPasswordBytes) {
    return authError(
      422,
      'validation_failed',
      `Password cannot be longer than ${maxPasswordBytes} characters`,
    );
  }
  const data = json.data && typeof json.data === 'object' ? (json.data as Json) : {};
  if (Buffer.byteLength(JSON.stringify(data)) > maxUserMetadataBytes) {
    return authError(
      400,
      'validation_failed',
      `User metadata must be at most ${maxUserMetadataBytes} bytes of JSON`,
    );
  }
  const alreadyRegistered = () => authError(422, 'user_already_exists', 'User already registered');
  if (await findUserByEmail(db, email)) return alreadyRegistered();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) return alreadyRegistered();
    let user: UserRow;
    try {
      user = await createUser(tx, email, passwordHash, data);
    } catch (error) {
      // GoTrue's answer when a trigger on auth.users fails.
      console.error('[local-backend] sign-up failed in the database:', error);
      return authError(500, 'unexpected_failure', 'Database error saving new user');
    }
    return ok(200, await startSession(tx, user, issuer));
  });
}

/** The password is checked outside any transaction, on a worker thread. */
async function passwordGrant(db: Database, json: Json, issuer: string): Promise<Reply> {
  const email = normaliseEmail(json.email);
  const password = typeof json.password === 'string' ? json.password : '';
  if (!email) return authError(400, 'validation_failed', 'missing email or phone');
  const user = await findUserByEmail(db, email);
  if (!user || !(await verifyPassword(user, password))) return invalidCredentials();
  if (!user.email_confirmed_at) return authError(400, 'email_not_confirmed', 'Email not confirmed');
  return ok(200, await db.transaction((tx) => startSession(tx, user, issuer)));
}

async function refreshGrant(tx: Queryable, json: Json, issuer: string): Promise<Reply> {
  const token = typeof json.refresh_token === 'string' ? json.refresh_token : '';
  if (!token) return authError(400, 'validation_failed', 'Refresh Token is missing');
  const outcome = await rotateRefreshToken(tx, token, issuer);
  if (outcome.ok) return ok(200, outcome.session);
  return outcome.code === 'refresh_token_already_used'
    ? authError(400, outcome.code, 'Invalid Refresh Token: Already Used')
    : authError(400, outcome.code, 'Invalid Refresh Token: Refresh Token Not Found');
}

/** GoTrue's requireAuthentication: a valid user token whose user and session still exist. */
async function signedInUser(
  tx: Queryable,
  req: IncomingMessage,
  url: URL,
): Promise<Reply | { user: UserRow; sessionId: string }> {
  const token = bearerToken(req, url);
  if (!token)
    return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = await verifyJwt(token);
  if (!verified.ok) {
    return authError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${verified.message}`,
    );
  }
  const { sub, session_id: sessionId } = verified.claims;
  if (typeof sub !== 'string' || typeof sessionId !== 'string') {
    return authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  const user = await findUserById(tx, sub);
  if (!user) return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (!(await sessionExists(tx, sessionId))) {
    return authError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  return { user, sessionId };
}
