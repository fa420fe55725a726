// HS256 JSON Web Tokens with node:crypto, signed with the Supabase CLI's
// well-known local secret, so the standard local anon and service_role keys
// verify here exactly as they do on `supabase start`. Runs in Node.
// Invariant: verify() accepts only HS256, a valid signature and an unexpired exp.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const jwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The CLI's demo keys: the same strings `supabase status` prints. */
export const anonKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const serviceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
/** The CLI's new-style local keys; the gateway swaps them for the JWTs above. */
export const publishableKey = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const secretKey = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

export type Claims = Record<string, unknown> & { role?: unknown; sub?: unknown; exp?: unknown };

export type VerifyResult =
  | { ok: true; claims: Claims }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired'; message: string };

const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

const sign = (input: string): Buffer => createHmac('sha256', jwtSecret).update(input).digest();

export function signJwt(claims: Claims): string {
  const input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${input}.${sign(input).toString('base64url')}`;
}

export function verifyJwt(token: string): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return {
      ok: false,
      reason: 'malformed',
      message: `Expected 3 parts in JWT; got ${parts.length}`,
    };
  }
  const [header, payload, signature] = parts as [string, string, string];
  let claims: Claims;
  try {
    const parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as {
      alg?: unknown;
    };
    if (parsedHeader.alg !== 'HS256') {
      return { ok: false, reason: 'malformed', message: 'Wrong or unsupported encoding algorithm' };
    }
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) throw new Error();
  } catch {
    return { ok: false, reason: 'malformed', message: 'JWT cryptographic operation failed' };
  }
  const expected = sign(`${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature', message: 'JWSError JWSInvalidSignature' };
  }
  if (typeof claims.exp === 'number' && claims.exp <= Date.now() / 1000) {
    return { ok: false, reason: 'expired', message: 'JWT expired' };
  }
  return { ok: true, claims };
}
