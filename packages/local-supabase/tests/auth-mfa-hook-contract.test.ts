// Contract tests of the MFA verification attempt hook and the password's limits with a
// factor, driven by the real supabase-js client against the project's config.toml
// ([auth.hook.mfa_verification_attempt] → public.hook_mfa_verification_attempt): the hook
// hears every verification, 5 wrong codes lock the factor for 15 minutes (right codes too),
// a rejection signs the user out and mails them, and a password change needs aal2.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db.ts';
import { mailsTo } from '../src/mail-catcher/inbox-client.ts';
import { signedInClient, supabaseClient, totpCode } from '../src/test-client.ts';
import { databaseOf, startContractTarget, type ContractTarget } from './contract-target.ts';

type Client = ReturnType<typeof supabaseClient>;

let backend: ContractTarget;

beforeAll(async () => {
  backend = await startContractTarget();
});

afterAll(async () => {
  await backend?.close();
});

const password = 'hook-password';
const lockMessage = 'Too many wrong codes: this authenticator is locked for 15 minutes.';
let users = 0;

/** Six digits that are none of the codes the window accepts now. */
function wrongCode(secret: string): string {
  const valid = new Set([-30, 0, 30].map((offset) => totpCode(secret, offset)));
  let code = 100_000;
  while (valid.has(String(code))) code += 1;
  return String(code);
}

/** A user with a verified factor, and a client still at aal1 (signed in again). */
async function userWithFactor() {
  users += 1;
  const email = `hook-${users}@example.com`;
  const client = supabaseClient(backend.url, backend.anonKey);
  const signUp = await client.auth.signUp({ email, password });
  if (signUp.error) throw signUp.error;
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: totpCode(data.totp.secret),
  });
  if (verified.error) throw verified.error;
  const aal1 = await signedInClient(backend.url, backend.anonKey, email, password);
  return { email, factorId: data.id, secret: data.totp.secret, aal2: client, aal1 };
}

const verify = (client: Client, factorId: string, code: string) =>
  client.auth.mfa.challengeAndVerify({ factorId, code });

async function attemptsOf(db: Queryable, factorId: string) {
  const [row] = await db.query<{ wrong_codes: number; lock_seconds: number | null }>(
    `select wrong_codes, extract(epoch from locked_until - now())::float8 as lock_seconds
       from private.factor_attempts where factor_id = $1`,
    [factorId],
  );
  return row;
}

describe('the MFA verification attempt hook', () => {
  it('hears every verification: a wrong code counts, a right one clears the count', async (context) => {
    const db = databaseOf(backend, context);
    const { factorId, secret, aal1 } = await userWithFactor();
    expect((await verify(aal1, factorId, wrongCode(secret))).error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
    });
    expect(await attemptsOf(db, factorId)).toEqual({ wrong_codes: 1, lock_seconds: null });
    expect((await verify(aal1, factorId, totpCode(secret, 30))).error).toBeNull();
    expect(await attemptsOf(db, factorId)).toEqual({ wrong_codes: 0, lock_seconds: null });
  });

  it('locks a factor for 15 minutes after 5 wrong codes, right codes too, and mails its owner', async (context) => {
    const db = databaseOf(backend, context);
    const { email, factorId, secret, aal1 } = await userWithFactor();
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const { error } = await verify(aal1, factorId, wrongCode(secret));
      expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
    const fifth = await verify(aal1, factorId, wrongCode(secret));
    expect(fifth.error).toMatchObject({
      status: 403,
      code: 'mfa_verification_rejected',
      message: lockMessage,
    });
    const lock = await attemptsOf(db, factorId);
    expect(lock?.lock_seconds).toBeGreaterThan(14 * 60 + 50);
    expect(lock?.lock_seconds).toBeLessThanOrEqual(15 * 60);

    // A rejection signs the user out everywhere, as hosted Auth does.
    expect((await aal1.auth.refreshSession()).error).toMatchObject({
      code: 'refresh_token_not_found',
    });
    const again = await signedInClient(backend.url, backend.anonKey, email, password);
    const right = await verify(again, factorId, totpCode(secret, 30));
    expect(right.error).toMatchObject({ status: 403, code: 'mfa_verification_rejected' });

    // The mail is the stand-in's own: hosted Auth sends none (README.md).
    if (!backend.remote) {
      const [mail] = await mailsTo(backend.inboxUrl, email);
      expect(mail?.Subject).toBe('Your authenticator is locked for 15 minutes');
      expect(mail?.Text).toContain('Someone entered 5 wrong authentication codes for your account');
      // Written by the project's templates (the authMail option), on its mail frame.
      expect(mail?.Text).toContain(`\nOpen the site <${backend.config.auth.siteUrl}>\n`);
      expect(mail?.HTML).toContain(`/icons/icon-192.png"`);
    }

    // Fifteen minutes on, the factor takes a right code again.
    await db.query(
      "update private.factor_attempts set locked_until = now() - interval '1 second' where factor_id = $1",
      [factorId],
    );
    const later = await signedInClient(backend.url, backend.anonKey, email, password);
    expect((await verify(later, factorId, totpCode(secret, 30))).error).toBeNull();
  });
});

describe('a password change with a verified factor', () => {
  it('is refused at aal1 with GoTrue’s insufficient_aal, and made at aal2', async () => {
    const { email, aal1 } = await userWithFactor();
    const refused = await aal1.auth.updateUser({ password: 'stolen-password' });
    expect(refused.error).toMatchObject({
      status: 401,
      code: 'insufficient_aal',
      message: 'AAL2 session is required to update email or password when MFA is enabled.',
    });
    const stolen = await supabaseClient(backend.url, backend.anonKey).auth.signInWithPassword({
      email,
      password: 'stolen-password',
    });
    expect(stolen.error).toMatchObject({ code: 'invalid_credentials' });

    const aal2 = (await userWithFactor()).aal2;
    const changed = await aal2.auth.updateUser({ password: 'owner-new-password' });
    expect(changed.error).toBeNull();
  });
});
