// /auth/v1/factors: TOTP multi-factor authentication as GoTrue's api/mfa.go serves it to
// supabase-js's auth.mfa (enroll, challenge, verify, unenroll), with GoTrue's errors,
// [auth.mfa.totp] enroll_enabled and verify_enabled, and its defaults for the rest: a
// challenge lasts 300 s, a user has at most 10 factors, and challenge and verify are each
// limited per client address. Runs in Node.
// Invariant: a verified factor is removed, or another enrolled, only from an aal2 session.
import type { IncomingMessage } from 'node:http';
import type { AuthServer, Json } from './auth-common.ts';
import { authError, isReply, ok, signedInUser } from './auth-common.ts';
import type { FactorRow } from './auth-mfa-store.ts';
import {
  createChallenge,
  deleteChallenge,
  deleteExpiredFactors,
  deleteFactor,
  deleteUnverifiedFactors,
  findChallenge,
  findOwnedFactor,
  insertTotpFactor,
  isUnspentStep,
  listFactors,
  markVerified,
  spendTotpStep,
} from './auth-mfa-store.ts';
import { askVerificationHook } from './auth-mfa-hook.ts';
import { newTotpKey, totpStep } from './auth-mfa-totp.ts';
import type { RateLimit } from './auth-rate-limit.ts';
import { rateLimit } from './auth-rate-limit.ts';
import type { Aal } from './auth-sessions.ts';
import {
  downgradeSessions,
  endSessionsBelowAal2,
  raiseSession,
  sessionAal,
} from './auth-sessions.ts';
import type { UserRow } from './auth-store.ts';
import type { Queryable } from './db.ts';
import type { Reply } from './http-util.ts';

/** GoTrue's MFAConfiguration defaults (conf/configuration.go); config.toml sets none of these. */
const challengeExpirySeconds = 300;
const unverifiedFactorSeconds = 300;
const maxEnrolledFactors = 10;
const maxVerifiedFactors = 10;
/** GoTrue's FactorChallenge and FactorVerify limiters (apilimiter.go): 15 a minute, 30 at once. */
const requestsPerMinute = 15;
const requestBurst = 30;

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const nilUuid = '00000000-0000-0000-0000-000000000000';

type Action = 'enroll' | 'challenge' | 'verify' | 'unenroll';
type Limited = 'challenge' | 'verify';

/** Each auth server's own limiters, kept beside it rather than in its settings. */
const limiters = new WeakMap<AuthServer, Record<Limited, RateLimit>>();

function limiterOf(server: AuthServer, action: Limited): RateLimit {
  let own = limiters.get(server);
  if (!own) {
    own = {
      challenge: rateLimit(requestsPerMinute, requestBurst),
      verify: rateLimit(requestsPerMinute, requestBurst),
    };
    limiters.set(server, own);
  }
  return own[action];
}

/** GoTrue's routes under /factors, matched before any authentication, as chi does. */
function actionOf(method: string, route: string): { action: Action; factorId: string } | null {
  const [, factorId = '', step, ...rest] = route.split('/');
  if (rest.length > 0) return null;
  if (!factorId) return method === 'POST' ? { action: 'enroll', factorId } : null;
  if (step === undefined) return method === 'DELETE' ? { action: 'unenroll', factorId } : null;
  if (method === 'POST' && (step === 'challenge' || step === 'verify')) {
    return { action: step, factorId };
  }
  return null;
}

/** The peer's address; the socket has it until it closes, and then nobody reads the answer. */
const clientAddress = (req: IncomingMessage): string => req.socket.remoteAddress ?? '0.0.0.0';

const badJson = (problem: string) =>
  authError(400, 'bad_json', `Could not parse request body as JSON: ${problem}`);

/** A string field as Go's json.Unmarshal fills one: absent is empty, another type refused. */
function text(json: Json, key: string): string | Reply {
  const value = json[key];
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : badJson(`${key} must be a string`);
}

export async function handleFactors(
  server: AuthServer,
  req: IncomingMessage,
  url: URL,
  route: string,
  json: Json,
): Promise<Reply> {
  const target = actionOf(req.method ?? 'GET', route);
  if (!target) return authError(404, 'not_found', 'Not Found');
  const { action, factorId } = target;
  return server.db.transaction(async (tx) => {
    const found = await signedInUser(tx, req, url);
    if (isReply(found)) return found;
    const { user, sessionId } = found;
    if (action === 'enroll') return enroll(server, tx, user, sessionId, json);
    if (!uuidShape.test(factorId)) {
      return authError(404, 'validation_failed', 'factor_id must be an UUID');
    }
    const factor = await findOwnedFactor(tx, user.id, factorId);
    if (!factor) return authError(404, 'mfa_factor_not_found', 'Factor not found');
    if (action === 'unenroll') return unenroll(tx, sessionId, factor);
    if (!limiterOf(server, action)(clientAddress(req))) {
      return authError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    if (action === 'challenge') return challenge(server, tx, req, factor);
    return verify(server, tx, req, user, sessionId, factor, json);
  });
}

/** GoTrue's validateFactors. */
function enrollProblem(factors: FactorRow[], name: string, aal: Aal): Reply | null {
  if (factors.some((factor) => (factor.friendly_name ?? '') === name)) {
    return authError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`,
    );
  }
  const verified = factors.filter((factor) => factor.status === 'verified').length;
  if (factors.length >= maxEnrolledFactors || verified >= maxVerifiedFactors) {
    return authError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (verified > 0 && aal !== 'aal2') {
    return authError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  }
  return null;
}

/** POST /factors: a new, unverified TOTP factor with its secret, URI and QR code. */
async function enroll(
  server: AuthServer,
  tx: Queryable,
  user: UserRow,
  sessionId: string,
  json: Json,
): Promise<Reply> {
  const type = text(json, 'factor_type');
  const name = text(json, 'friendly_name');
  const issuerParam = text(json, 'issuer');
  if (typeof type !== 'string') return type;
  if (typeof name !== 'string') return name;
  if (typeof issuerParam !== 'string') return issuerParam;
  // The CLI's defaults for config.toml's [auth.mfa.phone] and WebAuthn: both off.
  if (type === 'phone') {
    return authError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  }
  if (type === 'webauthn') {
    return authError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (type !== 'totp') {
    return authError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  }
  if (!server.settings.totpEnroll) {
    return authError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  }
  await deleteExpiredFactors(tx, unverifiedFactorSeconds);
  const problem = enrollProblem(
    await listFactors(tx, user.id),
    name,
    await sessionAal(tx, sessionId),
  );
  if (problem) return problem;
  const key = newTotpKey(issuerParam || new URL(server.settings.siteUrl).host, user.email);
  const factor = await insertTotpFactor(tx, user.id, name, key.secret);
  return ok(200, {
    id: factor.id,
    type: 'totp',
    friendly_name: name,
    totp: { qr_code: key.qrCode, secret: key.secret, uri: key.uri },
  });
}

/** [auth.mfa.totp] verify_enabled off: GoTrue's answer to a challenge or a verification. */
const verifyDisabled = () =>
  authError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');

/** POST /factors/{id}/challenge: what the next verification answers to. */
async function challenge(
  server: AuthServer,
  tx: Queryable,
  req: IncomingMessage,
  factor: FactorRow,
): Promise<Reply> {
  if (!server.settings.totpVerify) return verifyDisabled();
  const created = await createChallenge(tx, factor.id, clientAddress(req));
  return ok(200, {
    id: created.id,
    type: factor.factor_type,
    expires_at: Math.floor(created.created_at.getTime() / 1000) + challengeExpirySeconds,
  });
}

/**
 * POST /factors/{id}/verify: the code of a live challenge from the same address raises the
 * session to aal2 (GoTrue's verifyTOTPFactor), ends the user's aal1 sessions and drops the
 * unverified factors. The verification hook is asked first, right code or wrong. Each code
 * is taken once, and a wrong one spends its challenge, unlike GoTrue (see bootstrap.sql).
 */
async function verify(
  server: AuthServer,
  tx: Queryable,
  req: IncomingMessage,
  user: UserRow,
  sessionId: string,
  factor: FactorRow,
  json: Json,
): Promise<Reply> {
  const challengeId = text(json, 'challenge_id');
  const code = text(json, 'code');
  if (typeof challengeId !== 'string') return challengeId;
  if (typeof code !== 'string') return code;
  if (challengeId && !uuidShape.test(challengeId)) return badJson('challenge_id must be a UUID');
  if (!code) return authError(400, 'validation_failed', 'Code needs to be non-empty');
  if (!server.settings.totpVerify) return verifyDisabled();

  const found = await findChallenge(tx, factor.id, challengeId || nilUuid, clientAddress(req));
  if (!found) {
    return authError(
      422,
      'mfa_factor_not_found',
      'MFA factor with the provided challenge ID not found',
    );
  }
  if (found.verified_at || !found.same_address) {
    return authError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (found.created_at.getTime() + challengeExpirySeconds * 1000 < Date.now()) {
    await deleteChallenge(tx, found.id);
    return authError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const step = totpStep(factor.secret ?? '', code);
  const valid = step !== null && (await isUnspentStep(tx, factor.id, step));
  const hook = await askVerificationHook(server, tx, user, factor, valid);
  if (!valid || hook.reject) {
    // Not GoTrue's: a challenge answers one code, so each guess costs a new challenge.
    await deleteChallenge(tx, found.id);
  }
  if (hook.reject) return authError(403, 'mfa_verification_rejected', hook.message);
  if (!valid || !(await spendTotpStep(tx, factor.id, step))) {
    return authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
  }
  await markVerified(tx, factor.id, found.id);
  const session = await raiseSession(tx, user, sessionId, factor.id, server);
  await endSessionsBelowAal2(tx, user.id);
  await deleteUnverifiedFactors(tx, user.id);
  return ok(200, session);
}

/** DELETE /factors/{id}: sessions the factor raised fall back to aal1. */
async function unenroll(tx: Queryable, sessionId: string, factor: FactorRow): Promise<Reply> {
  if (factor.status === 'verified' && (await sessionAal(tx, sessionId)) !== 'aal2') {
    return authError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await deleteFactor(tx, factor.id);
  await downgradeSessions(tx, factor.id);
  return ok(200, { id: factor.id });
}
