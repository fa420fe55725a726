// HS256 JSON Web Tokens, signed with the Supabase CLI's well-known local secret, so the
// standard local anon and service_role keys verify here exactly as they do on
// `supabase start`. Signing and verification are jose's (security code is not written by
// hand here). Runs in Node.
// Invariant: verifyJwt() accepts only HS256, a valid signature, a numeric exp in the
// future, and an audience of 'authenticated' on user tokens (and on any token naming one).
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

export const jwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';
const key = new TextEncoder().encode(jwtSecret);

/** The CLI's demo keys: the same strings `supabase status` prints. */
export const anonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const serviceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
/** The CLI's new-style local keys; the gateway swaps them for the JWTs above. */
export const publishableKey = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const secretKey = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/** The audience GoTrue gives user tokens and checks on them. */
export const userAudience = 'authenticated';

export type Claims = Record<string, unknown> & { role?: unknown; sub?: unknown; exp?: unknown };

export type VerifyResult =
  | { ok: true; claims: Claims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' | 'claims'; message: string };

export function signJwt(claims: Claims): Promise<string> {
  return new SignJWT(claims as JWTPayload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(key);
}

export async function verifyJwt(token: string): Promise<VerifyResult> {
  let claims: Claims;
  try {
    ({ payload: claims } = await jwtVerify<Claims>(token, key, { algorithms: ['HS256'] }));
  } catch (error) {
    return refusal(error);
  }
  // jose checks aud only when asked for one; the API keys carry none, user tokens must.
  const audience = claims.aud;
  const audiences = Array.isArray(audience) ? audience : audience === undefined ? [] : [audience];
  const needsAudience = claims.role === 'authenticated' || audiences.length > 0;
  if (needsAudience && !audiences.includes(userAudience)) {
    return { ok: false, reason: 'claims', message: 'JWT audience is not "authenticated"' };
  }
  return { ok: true, claims };
}

function refusal(error: unknown): VerifyResult & { ok: false } {
  if (error instanceof errors.JWTExpired) {
    return { ok: false, reason: 'expired', message: 'JWT expired' };
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return { ok: false, reason: 'signature', message: 'JWSError JWSInvalidSignature' };
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    return { ok: false, reason: 'claims', message: `JWT claim invalid: ${error.message}` };
  }
  if (error instanceof errors.JOSEAlgNotAllowed) {
    return { ok: false, reason: 'malformed', message: 'Wrong or unsupported encoding algorithm' };
  }
  return { ok: false, reason: 'malformed', message: 'JWT cryptographic operation failed' };
}
