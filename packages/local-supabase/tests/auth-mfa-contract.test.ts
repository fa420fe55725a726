// Contract tests of the local backend's TOTP MFA, driven by the real supabase-js client:
// enroll, challenge, verify and unenroll with GoTrue's shapes and errors, the aal and amr
// of the tokens, codes taken once, a challenge spent by a wrong code, expired challenges, the
// per-address rate limit and the admin's new authenticator for a lost one. Codes are
// computed with otpauth from the returned secret.
import { isAuthApiError } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin, reissueAdminFactor } from '../src/admin.ts';
import { signedInClient, supabaseClient } from '../src/test-client.ts';
import {
  databaseOf,
  embeddedOnly,
  startContractTarget,
  type ContractTarget,
} from './contract-target.ts';

type Client = ReturnType<typeof supabaseClient>;

let backend: ContractTarget;

beforeAll(async () => {
  backend = await startContractTarget();
});

afterAll(async () => {
  await backend?.close();
});

const password = 'secret-password';
let users = 0;

/** The code of the authenticator app `offsetSeconds` from now. */
const codeAt = (secret: string, offsetSeconds = 0) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + offsetSeconds * 1000,
  });

/** Six digits that are none of the codes the window accepts now. */
function wrongCode(secret: string): string {
  const valid = new Set([-30, 0, 30].map((offset) => codeAt(secret, offset)));
  let code = 100_000;
  while (valid.has(String(code))) code += 1;
  return String(code);
}

function claimsOf(accessToken: string | undefined) {
  const payload = accessToken?.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    aal: string;
    amr: { method: string; timestamp: number }[];
  };
}

const methodsOf = (accessToken: string | undefined) =>
  claimsOf(accessToken).amr.map((entry) => entry.method);

async function signUp(target: ContractTarget): Promise<{ client: Client; email: string }> {
  users += 1;
  const email = `mfa-${users}@example.com`;
  const client = supabaseClient(target.url, target.anonKey);
  const { error } = await client.auth.signUp({ email, password });
  if (error) throw error;
  return { client, email };
}

async function enroll(client: Client, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (error) throw error;
  return { factorId: data.id, secret: data.totp.secret, enrolled: data };
}

/** A user whose factor is verified by `spent`, with the client it raised to aal2. */
async function enrolledUser() {
  const { client, email } = await signUp(backend);
  const { factorId, secret } = await enroll(client, 'Phone');
  const spent = codeAt(secret);
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code: spent });
  if (error) throw error;
  return { client, email, factorId, secret, spent };
}

describe('enrolment', () => {
  it('returns a secret, its otpauth URI and an SVG QR code, and the factor waits unverified', async () => {
    const { client, email } = await signUp(backend);
    const { factorId, secret, enrolled } = await enroll(client, 'Phone');
    expect(enrolled).toMatchObject({ type: 'totp', friendly_name: 'Phone' });
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // GoTrue sends the bare SVG; supabase-js makes it the data: URI.
    expect(enrolled.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg [^]*<\/svg>$/);
    // GoTrue's issuer is the site URL's host, port included.
    const uri = new URL(enrolled.totp.uri);
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(
      `otpauth://totp/127.0.0.1:4173:${email}`,
    );
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: '127.0.0.1:4173',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });

    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.all).toEqual([
      expect.objectContaining({
        id: factorId,
        friendly_name: 'Phone',
        factor_type: 'totp',
        status: 'unverified',
      }),
    ]);
    expect(listed.data?.totp).toEqual([]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('verifies the first code into an aal2 session whose token says totp then password', async () => {
    const { client } = await signUp(backend);
    const { factorId, secret } = await enroll(client);
    const challenge = await client.auth.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    expect(challenge.data).toMatchObject({ type: 'totp' });
    const now = Math.floor(Date.now() / 1000);
    expect(challenge.data?.expires_at).toBeGreaterThanOrEqual(now + 299);
    expect(challenge.data?.expires_at).toBeLessThanOrEqual(now + 300);

    const { data, error } = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data?.id ?? '',
      code: codeAt(secret),
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data?.refresh_token).toBeTruthy();
    expect(claimsOf(data?.access_token).aal).toBe('aal2');
    expect(methodsOf(data?.access_token)).toEqual(['totp', 'password']);

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.totp).toEqual([
      expect.objectContaining({ id: factorId, status: 'verified' }),
    ]);
  });

  it("keeps GoTrue's rules: unique names, and a second factor only from aal2", async () => {
    const { client } = await signUp(backend);
    await enroll(client, 'Phone');
    const same = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(same.error).toMatchObject({
      status: 422,
      code: 'mfa_factor_name_conflict',
      message: 'A factor with the friendly name "Phone" for this user already exists',
    });

    const enrolled = await enrolledUser();
    const second = await enrolled.client.auth.mfa.enroll({ factorType: 'totp' });
    expect(second.error).toBeNull();
    const { email } = enrolled;
    const aal1 = await signedInClient(backend.url, backend.anonKey, email, password);
    const refused = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(refused.error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
      message: 'AAL2 required to enroll a new factor',
    });
  });
});

describe('signing in with a factor', () => {
  it('starts at aal1 with aal2 next, a code raises it, the aal1 sessions end and a refresh keeps aal2', async () => {
    const { email, factorId, secret } = await enrolledUser();
    const client = await signedInClient(backend.url, backend.anonKey, email, password);
    const other = await signedInClient(backend.url, backend.anonKey, email, password);
    expect(await client.auth.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({
      data: { currentLevel: 'aal1', nextLevel: 'aal2' },
    });
    expect(methodsOf((await client.auth.getSession()).data.session?.access_token)).toEqual([
      'password',
    ]);

    // The enrolment spent this step's code; the app's next one is taken.
    const raised = await client.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret, 30) });
    expect(raised.error).toBeNull();
    expect(await client.auth.mfa.getAuthenticatorAssuranceLevel()).toMatchObject({
      data: { currentLevel: 'aal2', nextLevel: 'aal2' },
    });
    // GoTrue ends every session of the user still at aal1.
    expect((await other.auth.refreshSession()).error).toMatchObject({
      code: 'refresh_token_not_found',
    });

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session?.access_token).aal).toBe('aal2');
    expect(methodsOf(refreshed.data.session?.access_token)).toEqual(['totp', 'password']);
  });

  it("refuses a wrong code with GoTrue's error, and the code spends its challenge", async () => {
    const { client } = await signUp(backend);
    const { factorId, secret } = await enroll(client);
    let challengeId = '';
    for (const code of [wrongCode(secret), 'abcdef', '1234567']) {
      const challenge = await client.auth.mfa.challenge({ factorId });
      challengeId = challenge.data?.id ?? '';
      const { data, error } = await client.auth.mfa.verify({ factorId, challengeId, code });
      expect(data).toBeNull();
      expect(isAuthApiError(error)).toBe(true);
      expect(error).toMatchObject({
        status: 422,
        code: 'mfa_verification_failed',
        message: 'Invalid TOTP code entered',
      });
    }
    const spent = await client.auth.mfa.verify({ factorId, challengeId, code: codeAt(secret) });
    expect(spent.error).toMatchObject({
      status: 422,
      code: 'mfa_factor_not_found',
      message: 'MFA factor with the provided challenge ID not found',
    });
    const right = await client.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret) });
    expect(right.error).toBeNull();
  });

  it('takes a code once: not again on a new challenge, and a challenge only once', async () => {
    const { client, factorId, secret, spent } = await enrolledUser();
    const replay = await client.auth.mfa.challengeAndVerify({ factorId, code: spent });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const challenge = await client.auth.mfa.challenge({ factorId });
    const challengeId = challenge.data?.id ?? '';
    const next = await client.auth.mfa.verify({ factorId, challengeId, code: codeAt(secret, 30) });
    expect(next.error).toBeNull();
    const again = await client.auth.mfa.verify({ factorId, challengeId, code: codeAt(secret, 30) });
    expect(again.error).toMatchObject({
      status: 422,
      code: 'mfa_ip_address_mismatch',
      message: 'Challenge and verify IP addresses mismatch.',
    });
  });

  it('refuses an expired challenge and forgets it', async (context) => {
    const db = databaseOf(backend, context);
    const { client } = await signUp(backend);
    const { factorId, secret } = await enroll(client);
    const challenge = await client.auth.mfa.challenge({ factorId });
    const challengeId = challenge.data?.id ?? '';
    await db.query(
      "update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1",
      [challengeId],
    );
    const expired = await client.auth.mfa.verify({ factorId, challengeId, code: codeAt(secret) });
    expect(expired.error).toMatchObject({
      status: 422,
      code: 'mfa_challenge_expired',
      message: `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
    });
    const gone = await client.auth.mfa.verify({ factorId, challengeId, code: codeAt(secret) });
    expect(gone.error).toMatchObject({
      status: 422,
      code: 'mfa_factor_not_found',
      message: 'MFA factor with the provided challenge ID not found',
    });
  });

  it("answers 404 for a factor that is not the user's", async () => {
    const { factorId } = await enrolledUser();
    const { client } = await signUp(backend);
    const { error } = await client.auth.mfa.challenge({ factorId });
    expect(error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
      message: 'Factor not found',
    });
  });
});

describe('removing a factor', () => {
  it('needs aal2 for a verified factor, and the session falls back to aal1', async () => {
    const { client, email, factorId } = await enrolledUser();
    const aal1 = await signedInClient(backend.url, backend.anonKey, email, password);
    const refused = await aal1.auth.mfa.unenroll({ factorId });
    expect(refused.error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
      message: 'AAL2 required to unenroll verified factor',
    });

    const removed = await client.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factorId });
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session?.access_token).aal).toBe('aal1');
    expect(methodsOf(refreshed.data.session?.access_token)).toEqual(['password']);
  });

  it("is the admin's reset for a lost authenticator: a new one, and every session ends", async (context) => {
    // The reset is the stand-in's admin helper, writing its own auth tables.
    context.skip(backend.remote, embeddedOnly);
    const db = databaseOf(backend, context);
    const { client, email } = await enrolledUser();
    expect(await reissueAdminFactor(db, email)).toBeNull();
    await grantAdmin(db, email);
    const reissued = await reissueAdminFactor(db, email);
    expect(reissued?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await client.auth.refreshSession()).error).toMatchObject({
      code: 'refresh_token_not_found',
    });
    const admin = await signedInClient(backend.url, backend.anonKey, email, password);
    const { data } = await admin.auth.mfa.listFactors();
    expect(data?.totp).toHaveLength(1);
    const [factor] = data?.totp ?? [];
    const raised = await admin.auth.mfa.challengeAndVerify({
      factorId: factor?.id ?? '',
      code: codeAt(reissued?.secret ?? ''),
    });
    expect(raised.error).toBeNull();
  });
});

describe('rate limit', () => {
  let limited: ContractTarget;

  beforeAll(async () => {
    limited = await startContractTarget();
  });

  afterAll(async () => {
    await limited?.close();
  });

  it("refuses verifications from one address past GoTrue's burst of 30, right codes too", async ({
    skip,
  }) => {
    // It counts from zero: a fresh backend, which a shared remote one is not.
    skip(limited.remote, embeddedOnly);
    const { client } = await signUp(limited);
    const { factorId, secret } = await enroll(client);
    const challenge = await client.auth.mfa.challenge({ factorId });
    const challengeId = challenge.data?.id ?? '';
    const first = await client.auth.mfa.verify({ factorId, challengeId, code: wrongCode(secret) });
    expect(first.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    // The wrong code spent the challenge; asking again still counts against the address.
    for (let call = 1; call < 30; call += 1) {
      const { error } = await client.auth.mfa.verify({ factorId, challengeId, code: '000000' });
      expect(error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
    }
    const { error } = await client.auth.mfa.verify({ factorId, challengeId, code: codeAt(secret) });
    expect(error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
  });
});
