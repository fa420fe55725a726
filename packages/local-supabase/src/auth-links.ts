// E-mailed links of the local auth server, as GoTrue sends and checks them: the confirmation
// mail of a sign-up (with enable_confirmations on), the recovery mail of POST /recover, and
// /verify, which a browser follows from a mail (GET: back to the site with the session in
// the URL fragment) and verifyOtp() calls (POST: the session as JSON). Runs in Node.
// Invariant: a token works once, for its own kind, and only within otp_expiry.
import { createHash, randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AuthServer, Json } from './auth-common.ts';
import { authError, emailProblem, isReply, normaliseEmail, ok } from './auth-common.ts';
import { startSession } from './auth-sessions.ts';
import type { UserRow } from './auth-store.ts';
import { confirmEmail, findUserByEmail, findUserById, userJson } from './auth-store.ts';
import type { Queryable } from './db.ts';
import type { Reply } from './http-util.ts';
import type { LinkMailKind as MailKind, OutgoingMail } from './mailer.ts';
import type { AuthSettings } from './project-config.ts';
import { referrer } from './redirect-urls.ts';

const tokenTypes: Record<MailKind, string> = {
  signup: 'confirmation_token',
  recovery: 'recovery_token',
};

/** Which tokens each verification type may spend (GoTrue's verifyTokenHash). */
const tokenKinds: Record<string, MailKind[]> = {
  signup: ['signup'],
  invite: ['signup'],
  recovery: ['recovery'],
  magiclink: ['recovery'],
  email: ['signup', 'recovery'],
  email_change: [],
};

/** GoTrue answers a failed GET /verify in the fragment, with OAuth's name for the status. */
const oauthErrors: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

type Failure = { ok: false; status: number; code: string; message: string };
const failure = (status: number, code: string, message: string): Failure => ({
  ok: false,
  status,
  code,
  message,
});
const invalidLink = () => failure(403, 'otp_expired', 'Email link is invalid or has expired');
const invalidCode = () => failure(403, 'otp_expired', 'Token has expired or is invalid');

/** GoTrue's crypto.GenerateTokenHash: the hex SHA-224 of the address and the code. */
export function tokenHash(email: string, code: string): string {
  return createHash('sha224')
    .update(email + code)
    .digest('hex');
}

const sentAtOf = (user: UserRow, kind: MailKind): Date | null =>
  kind === 'signup' ? user.confirmation_sent_at : user.recovery_sent_at;

const hasExpired = (sentAt: Date | null, settings: AuthSettings): boolean =>
  !sentAt || Date.now() > sentAt.getTime() + settings.otpExpirySeconds * 1000;

/** GoTrue's encodeRedirectURL: Go's QueryEscape, only when the URL would break the query. */
function encodeRedirect(url: string): string {
  if (!/[&=#]/.test(url)) return url;
  return encodeURIComponent(url)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%20', '+');
}

/**
 * Stores a fresh token of `kind` for the user (replacing the last) and returns the mail to
 * send once the transaction commits; or GoTrue's 429 within max_frequency of the last one.
 */
export async function prepareLinkMail(
  server: AuthServer,
  q: Queryable,
  req: IncomingMessage,
  url: URL,
  user: UserRow,
  kind: MailKind,
): Promise<Reply | OutgoingMail> {
  const last = sentAtOf(user, kind);
  const waitMs = last
    ? last.getTime() + server.settings.maxFrequencySeconds * 1000 - Date.now()
    : 0;
  if (waitMs > 0) {
    return authError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.trunc(waitMs / 1000)} seconds.`,
    );
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = tokenHash(user.email, code);
  await q.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
     values ($1, $2, $3, $4)
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to, updated_at = now()`,
    [user.id, tokenTypes[kind], hash, user.email],
  );
  const column = kind === 'signup' ? 'confirmation_sent_at' : 'recovery_sent_at';
  await q.query(`update auth.users set ${column} = $2 where id = $1`, [user.id, new Date()]);
  const redirectTo = referrer(req, url, server.settings);
  const link = `${server.issuer}/verify?token=${hash}&type=${kind}&redirect_to=${encodeRedirect(redirectTo)}`;
  const data = { user: userJson(user), token: code, tokenHash: hash, redirectTo };
  return { to: user.email, kind, link, data: { ...data, externalUrl: server.issuer } };
}

/**
 * Sends a prepared mail, its transaction committed; null once the SMTP server has it, else
 * GoTrue's 500. GoTrue sends inside the transaction, so a failed sign-up leaves no user; here
 * no transaction waits on the network, and the user gets a fresh link by asking again.
 */
export async function sendLinkMail(server: AuthServer, mail: OutgoingMail): Promise<Reply | null> {
  try {
    await server.mailer.send(mail);
    return null;
  } catch (error) {
    console.error(`[local-backend] could not send the ${mail.kind} mail:`, error);
    const what = mail.kind === 'signup' ? 'confirmation' : 'recovery';
    return authError(500, 'unexpected_failure', `Error sending ${what} email`);
  }
}

/** PKCE would need flow state and /token?grant_type=pkce; the app uses the implicit flow. */
export function pkceProblem(json: Json): Reply | null {
  if (typeof json.code_challenge !== 'string' || json.code_challenge === '') return null;
  return authError(
    400,
    'validation_failed',
    'The local backend supports only the implicit flow: code_challenge (PKCE) is not implemented',
  );
}

/** POST /recover: a recovery mail if the address has an account; the same answer if not. */
export async function recover(
  server: AuthServer,
  req: IncomingMessage,
  url: URL,
  json: Json,
): Promise<Reply> {
  const email = normaliseEmail(json.email);
  if (!email) return authError(400, 'validation_failed', 'Password recovery requires an email');
  const problem = emailProblem(email) ?? pkceProblem(json);
  if (problem) return problem;
  const outcome = await server.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    return user ? prepareLinkMail(server, tx, req, url, user, 'recovery') : null;
  });
  if (outcome && isReply(outcome)) return outcome;
  return (outcome && (await sendLinkMail(server, outcome))) ?? ok(200, {});
}

type Verified = { ok: true; user: UserRow; type: string };

/** GoTrue's verifyTokenHash: the token of a link, by its hash. */
async function userByTokenHash(
  q: Queryable,
  settings: AuthSettings,
  hash: string,
  type: string,
): Promise<Verified | Failure> {
  const kinds = tokenKinds[type];
  if (!kinds) return failure(400, 'validation_failed', 'Invalid email verification type');
  const rows = await q.query<{ user_id: string; token_type: string }>(
    `select user_id, token_type from auth.one_time_tokens
      where token_hash = $1 and token_type = any($2::text[]) for update`,
    [hash, kinds.map((kind) => tokenTypes[kind])],
  );
  const row = rows[0];
  const user = row && (await findUserById(q, row.user_id));
  if (!row || !user) return invalidLink();
  const kind: MailKind = row.token_type === tokenTypes.signup ? 'signup' : 'recovery';
  if (hasExpired(sentAtOf(user, kind), settings)) return invalidLink();
  // Type 'email' takes either token; GoTrue reports which one it was.
  const resolved = type === 'email' ? (kind === 'signup' ? 'signup' : 'magiclink') : type;
  return { ok: true, user, type: resolved };
}

/** GoTrue's verifyUserAndToken for an e-mail code: the address and the six digits. */
async function userByEmailCode(
  q: Queryable,
  settings: AuthSettings,
  email: string,
  code: string,
  type: string,
): Promise<Verified | Failure> {
  const user = await findUserByEmail(q, email);
  if (!user) return invalidCode();
  const kinds = tokenKinds[type] ?? [];
  const rows = await q.query<{ token_type: string }>(
    `select token_type from auth.one_time_tokens
      where user_id = $1 and token_hash = $2 and token_type = any($3::text[]) for update`,
    [user.id, tokenHash(email, code), kinds.map((kind) => tokenTypes[kind])],
  );
  const row = rows[0];
  const kind: MailKind = row?.token_type === tokenTypes.signup ? 'signup' : 'recovery';
  if (!row || hasExpired(sentAtOf(user, kind), settings)) return invalidCode();
  const resolved = type === 'email' ? (kind === 'signup' ? 'signup' : 'magiclink') : type;
  return { ok: true, user, type: resolved };
}

/** GoTrue's signupVerify and recoverVerify, then a session signed in by the link ('otp'). */
async function spend(server: AuthServer, q: Queryable, verified: Verified) {
  const { user, type } = verified;
  if (type === 'signup' || type === 'invite' || !user.email_confirmed_at) {
    // A recovery link also proves the address: GoTrue confirms an unconfirmed user.
    return startSession(q, await confirmEmail(q, user.id), server, 'otp');
  }
  await q.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
  return startSession(q, user, server, 'otp');
}

/** GET /verify: the browser arrives from a mail and goes back to the site, signed in or not. */
export async function verifyLink(server: AuthServer, req: IncomingMessage, url: URL) {
  const token = url.searchParams.get('token') ?? '';
  const type = url.searchParams.get('type') ?? '';
  if (!type) return authError(400, 'validation_failed', 'Verify requires a verification type');
  if (!token) return authError(400, 'validation_failed', 'Verify requires a token or a token hash');
  const redirectTo = referrer(req, url, server.settings);
  const outcome = await server.db.transaction(async (tx) => {
    const verified = await userByTokenHash(tx, server.settings, token, type);
    return verified.ok ? { verified, session: await spend(server, tx, verified) } : verified;
  });
  if ('status' in outcome) return seeOther(errorRedirect(redirectTo, outcome));
  const { session, verified } = outcome;
  // GoTrue's AccessTokenResponse.AsRedirectURL: Go's url.Values, so in key order.
  const fragment = new URLSearchParams([
    ['access_token', session.access_token],
    ['expires_at', String(session.expires_at)],
    ['expires_in', String(session.expires_in)],
    ['refresh_token', session.refresh_token],
    ['sb', ''],
    ['token_type', session.token_type],
    ['type', verified.type],
  ]);
  return seeOther(`${redirectTo}#${fragment.toString()}`);
}

function errorRedirect(redirectTo: string, { status, code, message }: Failure): string {
  const target = new URL(redirectTo);
  const fragment = new URLSearchParams();
  const oauthError = oauthErrors[status];
  if (oauthError) fragment.set('error', oauthError);
  fragment.set('error_code', code);
  fragment.set('error_description', message);
  fragment.set('sb', '');
  target.hash = fragment.toString();
  return target.toString();
}

const seeOther = (location: string): Reply => ({
  status: 303,
  body: null,
  headers: { Location: location },
});

/** POST /verify: what verifyOtp({ token_hash, type }) or ({ email, token, type }) sends. */
export async function verifyOtp(server: AuthServer, json: Json): Promise<Reply> {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const type = text(json.type);
  const token = text(json.token);
  const hash = text(json.token_hash);
  const phone = text(json.phone);
  const email = normaliseEmail(json.email);
  if (!type) return authError(400, 'validation_failed', 'Verify requires a verification type');
  if (!token === !hash) {
    return authError(400, 'validation_failed', 'Verify requires either a token or a token hash');
  }
  if (token && phone && !email) {
    return authError(400, 'validation_failed', 'The local backend does not verify phone numbers');
  }
  if (token && (!email || phone)) {
    return authError(
      400,
      'validation_failed',
      'Only an email address or phone number should be provided on verify',
    );
  }
  if (token && emailProblem(email)) {
    return authError(422, 'validation_failed', 'Invalid email format');
  }
  if (hash && (email || phone || text(json.redirect_to))) {
    return authError(400, 'validation_failed', 'Only the token_hash and type should be provided');
  }
  const outcome = await server.db.transaction(async (tx) => {
    const verified = token
      ? await userByEmailCode(tx, server.settings, email, token, type)
      : await userByTokenHash(tx, server.settings, hash, type);
    return verified.ok ? spend(server, tx, verified) : verified;
  });
  if ('status' in outcome) return authError(outcome.status, outcome.code, outcome.message);
  return ok(200, outcome);
}
