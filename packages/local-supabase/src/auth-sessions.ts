// Sessions, their rotating refresh tokens and their access tokens for the local auth
// server, as GoTrue keeps them: how a session was authenticated is its rows in
// auth.mfa_amr_claims, which make its tokens' amr (newest first) and aal (aal2 once a
// second factor is among them). Runs in Node, as the database owner.
// Invariant: a token's aal and amr come from the claims alone, so a refresh keeps them.
import { randomBytes } from 'node:crypto';
import type { Queryable } from './db.ts';
import { listFactors } from './auth-mfa-store.ts';
import type { UserRow } from './auth-store.ts';
import { appMetadata, findUserById, userJson } from './auth-store.ts';
import { signJwt, userAudience } from './jwt.ts';
import type { AuthSettings } from './project-config.ts';

/** What tokens are issued with: GoTrue's URL (their issuer) and the [auth] token settings. */
export interface TokenServer {
  issuer: string;
  settings: Pick<
    AuthSettings,
    'jwtExpirySeconds' | 'refreshTokenRotation' | 'refreshTokenReuseSeconds'
  >;
}

/** GoTrue's AuthenticationMethod names that this server issues. */
export type AuthMethod = 'password' | 'otp' | 'totp';

/** GoTrue's AMRClaim.IsAAL2Claim: the second factors. */
const secondFactors = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

export type Aal = 'aal1' | 'aal2';

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

/** GoTrue's Session.CalculateAALAndAMR, most recent method first as GoTrue sorts them. */
async function aalAndAmr(q: Queryable, sessionId: string) {
  const claims = await q.query<{ authentication_method: string; updated_at: Date }>(
    `select authentication_method, updated_at from auth.mfa_amr_claims
      where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  const amr = claims.map((claim) => ({
    method: claim.authentication_method,
    timestamp: Math.floor(claim.updated_at.getTime() / 1000),
  }));
  const aal: Aal = amr.some((entry) => secondFactors.has(entry.method)) ? 'aal2' : 'aal1';
  return { aal, amr };
}

/** GoTrue's AccessTokenResponse, with the access token claims GoTrue issues. */
async function sessionJson(
  q: Queryable,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  server: TokenServer,
) {
  const now = Math.floor(Date.now() / 1000);
  const lifetime = server.settings.jwtExpirySeconds;
  const expiresAt = now + lifetime;
  const { aal, amr } = await aalAndAmr(q, sessionId);
  const accessToken = await signJwt({
    iss: server.issuer,
    sub: user.id,
    aud: userAudience,
    exp: expiresAt,
    iat: now,
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data ?? appMetadata,
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: false,
  });
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: lifetime,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, await listFactors(q, user.id)),
  };
}

export type SessionJson = Awaited<ReturnType<typeof sessionJson>>;

/** GoTrue's AddClaimToSession: a method used again only moves its time. */
async function addClaim(q: Queryable, sessionId: string, method: AuthMethod): Promise<void> {
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
     do update set updated_at = now()`,
    [sessionId, method],
  );
}

export async function startSession(
  q: Queryable,
  user: UserRow,
  server: TokenServer,
  method: AuthMethod = 'password',
): Promise<SessionJson> {
  const rows = await q.query<UserRow>(
    'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning *',
    [user.id],
  );
  const signedIn = rows[0] ?? user;
  const sessions = await q.query<{ id: string }>(
    "insert into auth.sessions (user_id, aal) values ($1, 'aal1') returning id",
    [user.id],
  );
  const sessionId = (sessions[0] as { id: string }).id;
  await addClaim(q, sessionId, method);
  const refreshToken = await newRefreshToken(q, sessionId, user.id, null);
  return sessionJson(q, signedIn, sessionId, refreshToken, server);
}

/**
 * GoTrue's updateMFASessionAndClaims: the session gains the second factor and aal2, and
 * gets a new refresh token, so the one issued at aal1 can no longer refresh it.
 */
export async function raiseSession(
  q: Queryable,
  user: UserRow,
  sessionId: string,
  factorId: string,
  server: TokenServer,
): Promise<SessionJson> {
  await addClaim(q, sessionId, 'totp');
  await q.query("update auth.sessions set aal = 'aal2', factor_id = $2 where id = $1", [
    sessionId,
    factorId,
  ]);
  const live = await q.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = $1 and not revoked returning token`,
    [sessionId],
  );
  const refreshToken = await newRefreshToken(q, sessionId, user.id, live[0]?.token ?? null);
  return sessionJson(q, user, sessionId, refreshToken, server);
}

/** GoTrue's InvalidateSessionsWithAALLessThan(aal2): after a verification, only aal2 stays. */
export async function endSessionsBelowAal2(q: Queryable, userId: string): Promise<void> {
  await q.query("delete from auth.sessions where user_id = $1 and aal < 'aal2'", [userId]);
}

/** GoTrue's DowngradeSessionsToAAL1: the sessions a removed factor raised lose it. */
export async function downgradeSessions(q: Queryable, factorId: string): Promise<void> {
  await q.query(
    `delete from auth.mfa_amr_claims
      where authentication_method = 'totp'
        and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  );
  await q.query("update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1", [
    factorId,
  ]);
}

/** The session's level as GoTrue's Session.IsAAL2 reads it; null before MFA was. */
export async function sessionAal(q: Queryable, sessionId: string): Promise<Aal> {
  const rows = await q.query<{ aal: Aal | null }>('select aal from auth.sessions where id = $1', [
    sessionId,
  ]);
  return rows[0]?.aal ?? 'aal1';
}

export type RefreshOutcome =
  | { ok: true; session: SessionJson }
  | { ok: false; code: 'refresh_token_not_found' | 'refresh_token_already_used' };

/**
 * GoTrue's refresh_token grant (RefreshTokenGrant, for its classic tokens): the token is spent
 * and a child issued. A spent token presented again is forgiven when the current token is its
 * child (the client lost that answer: it gets the current token back) or within [auth]
 * refresh_token_reuse_interval of its spending (another tab refreshed at the same time: it
 * gets a child of its own). Later it has leaked or been replayed: with
 * enable_refresh_token_rotation the whole session ends, as GoTrue's newer tokens end it.
 */
export async function rotateRefreshToken(
  q: Queryable,
  token: string,
  server: TokenServer,
): Promise<RefreshOutcome> {
  const rows = await q.query<{
    session_id: string;
    user_id: string;
    revoked: boolean;
    reusable: boolean;
  }>(
    `select session_id, user_id, revoked,
            now() <= updated_at + make_interval(secs => $2) as reusable
       from auth.refresh_tokens where token = $1 for update`,
    [token, server.settings.refreshTokenReuseSeconds],
  );
  const row = rows[0];
  if (!row) return { ok: false, code: 'refresh_token_not_found' };
  const user = await findUserById(q, row.user_id);
  if (!user || !(await sessionExists(q, row.session_id))) {
    return { ok: false, code: 'refresh_token_not_found' };
  }
  if (row.revoked) {
    const [current] = await q.query<{ token: string; parent: string | null }>(
      `select token, parent from auth.refresh_tokens
        where session_id = $1 and not revoked order by created_at desc limit 1`,
      [row.session_id],
    );
    if (current?.parent === token) {
      return {
        ok: true,
        session: await sessionJson(q, user, row.session_id, current.token, server),
      };
    }
    if (!row.reusable) {
      if (server.settings.refreshTokenRotation) {
        await q.query('delete from auth.sessions where id = $1', [row.session_id]);
      }
      return { ok: false, code: 'refresh_token_already_used' };
    }
  }
  await q.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
    [token],
  );
  const child = await newRefreshToken(q, row.session_id, row.user_id, token);
  return { ok: true, session: await sessionJson(q, user, row.session_id, child, server) };
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
