// What every handler of the local auth server shares: GoTrue's reply shapes, its rules for
// e-mail addresses and passwords, and its check of the bearer token. Runs in Node.
// Invariant: every error carries GoTrue's JSON in both its 2024-01-01 form and its legacy
// form, with the X-Supabase-Api-Version header.
import type { IncomingMessage } from 'node:http';
import type { Database, Queryable } from './db.ts';
import { sessionExists } from './auth-sessions.ts';
import type { UserRow } from './auth-store.ts';
import { findUserById } from './auth-store.ts';
import { bearerToken } from './gateway.ts';
import type { Reply } from './http-util.ts';
import { verifyJwt } from './jwt.ts';
import type { Mailer } from './mailer.ts';
import type { AuthSettings } from './project-config.ts';

/** One auth server: its database, its settings and where its mail goes. */
export interface AuthServer {
  db: Database;
  /** GoTrue's external URL (…/auth/v1): the tokens' issuer and the base of mailed links. */
  issuer: string;
  settings: AuthSettings;
  mailer: Mailer;
}

export type Json = Record<string, unknown>;

const apiVersion = '2024-01-01';
/** bcrypt reads 72 bytes; GoTrue refuses longer passwords instead of truncating them. */
const maxPasswordBytes = 72;
const emailShape = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** GoTrue has no such limit, but every token carries the metadata: keep it small. */
export const maxUserMetadataBytes = 4 * 1024;

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

export const ok = (status: number, body: object | null): Reply => ({
  status,
  body,
  headers: { 'X-Supabase-Api-Version': apiVersion },
});

export const isReply = (value: object): value is Reply => 'status' in value && 'body' in value;

export const normaliseEmail = (value: unknown): string =>
  typeof value === 'string' ? value.trim().toLowerCase() : '';

/** GoTrue's validateEmail for a present address (normalised already). */
export function emailProblem(email: string): Reply | null {
  if (email.length > 255)
    return authError(400, 'validation_failed', 'An email address is too long');
  if (!emailShape.test(email)) {
    return authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return null;
}

/**
 * [auth.email] enable_signup off turns GoTrue's e-mail provider off: its answers to a sign-up,
 * a password sign-in and a recovery by e-mail (signup.go, token.go, requireEmailProvider).
 */
export function emailProviderProblem(
  settings: AuthSettings,
  action: 'signup' | 'sign-in' | 'recover',
): Reply | null {
  if (settings.emailProvider) return null;
  if (action === 'signup') {
    return authError(400, 'email_provider_disabled', 'Email signups are disabled');
  }
  return authError(
    action === 'sign-in' ? 422 : 400,
    'email_provider_disabled',
    'Email logins are disabled',
  );
}

/** GoTrue's checkPasswordStrength with [auth] minimum_password_length, plus bcrypt's limit. */
export function passwordProblem(settings: AuthSettings, password: string): Reply | null {
  const least = settings.minimumPasswordLength;
  if (password.length < least) {
    return authError(422, 'weak_password', `Password should be at least ${least} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
  return passwordLengthProblem(password);
}

/**
 * Sign-in too: bcrypt compares only the first 72 bytes, so a longer password would match a
 * stored 72-byte one with anything appended.
 */
export function passwordLengthProblem(password: string): Reply | null {
  if (Buffer.byteLength(password) <= maxPasswordBytes) return null;
  return authError(
    422,
    'validation_failed',
    `Password cannot be longer than ${maxPasswordBytes} characters`,
  );
}

export function metadataProblem(metadata: Json): Reply | null {
  if (Buffer.byteLength(JSON.stringify(metadata)) <= maxUserMetadataBytes) return null;
  return authError(
    400,
    'validation_failed',
    `User metadata must be at most ${maxUserMetadataBytes} bytes of JSON`,
  );
}

/** GoTrue's requireAuthentication: a valid user token whose user and session still exist. */
export async function signedInUser(
  q: Queryable,
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
  const user = await findUserById(q, sub);
  if (!user) return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (!(await sessionExists(q, sessionId))) {
    return authError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  return { user, sessionId };
}
