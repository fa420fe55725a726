// A user's MFA factors and the challenges issued for them, in auth.mfa_factors and
// auth.mfa_challenges (bootstrap.sql), as GoTrue's models/factor.go and challenge.go keep
// them, and GoTrue's JSON of a factor. Runs in Node, as the database owner.
// Invariant: a challenge is verified once, and the TOTP step a factor accepts only grows.
import type { Queryable } from './db.ts';

export type FactorRow = {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'webauthn' | 'phone';
  status: 'unverified' | 'verified';
  secret: string | null;
  created_at: Date;
  updated_at: Date;
  last_challenged_at: Date | null;
};

export type ChallengeRow = {
  id: string;
  created_at: Date;
  verified_at: Date | null;
  /** Whether the challenge was asked for from the address now verifying it. */
  same_address: boolean;
};

const factorColumns =
  'id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at, last_challenged_at';

export function listFactors(q: Queryable, userId: string): Promise<FactorRow[]> {
  return q.query<FactorRow>(
    `select ${factorColumns} from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
}

/** GoTrue's models.Factor as JSON: the secret never leaves, an empty name is left out. */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
    status: factor.status,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    phone: '',
    last_challenged_at: factor.last_challenged_at?.toISOString() ?? null,
  };
}

export async function findOwnedFactor(
  q: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  const rows = await q.query<FactorRow>(
    `select ${factorColumns} from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  );
  return rows[0];
}

/** GoTrue's DeleteExpiredFactors: unverified factors never challenged within their time. */
export async function deleteExpiredFactors(q: Queryable, validitySeconds: number): Promise<void> {
  await q.query(
    `delete from auth.mfa_factors f
      where status <> 'verified'
        and not exists (select from auth.mfa_challenges c where c.factor_id = f.id)
        and created_at + make_interval(secs => $1) < now()`,
    [validitySeconds],
  );
}

export async function insertTotpFactor(
  q: Queryable,
  userId: string,
  friendlyName: string,
  secret: string,
): Promise<FactorRow> {
  const rows = await q.query<FactorRow>(
    `insert into auth.mfa_factors (user_id, friendly_name, factor_type, status, secret)
     values ($1, $2, 'totp', 'unverified', $3) returning ${factorColumns}`,
    [userId, friendlyName, secret],
  );
  return rows[0] as FactorRow;
}

/** GoTrue's WriteChallengeToDatabase: the challenge, and the factor's last_challenged_at. */
export async function createChallenge(
  q: Queryable,
  factorId: string,
  address: string,
): Promise<{ id: string; created_at: Date }> {
  const rows = await q.query<{ id: string; created_at: Date }>(
    'insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2) returning id, created_at',
    [factorId, address],
  );
  await q.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factorId]);
  return rows[0] as { id: string; created_at: Date };
}

export async function findChallenge(
  q: Queryable,
  factorId: string,
  challengeId: string,
  address: string,
): Promise<ChallengeRow | undefined> {
  const rows = await q.query<ChallengeRow>(
    `select id, created_at, verified_at, ip_address = $3::inet as same_address
       from auth.mfa_challenges where id = $1 and factor_id = $2 for update`,
    [challengeId, factorId, address],
  );
  return rows[0];
}

export async function deleteChallenge(q: Queryable, challengeId: string): Promise<void> {
  await q.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
}

/** Whether the factor would still take a code of this step (spendTotpStep decides). */
export async function isUnspentStep(
  q: Queryable,
  factorId: string,
  step: number,
): Promise<boolean> {
  const rows = await q.query(
    'select 1 from auth.mfa_factors where id = $1 and (last_totp_step is null or last_totp_step < $2)',
    [factorId, step],
  );
  return rows.length > 0;
}

/**
 * Spends a TOTP step on the factor; false when it, or a later one, was spent already.
 * The comparison is in the update itself, so two requests cannot both spend one step.
 */
export async function spendTotpStep(
  q: Queryable,
  factorId: string,
  step: number,
): Promise<boolean> {
  const rows = await q.query(
    `update auth.mfa_factors set last_totp_step = $2
      where id = $1 and (last_totp_step is null or last_totp_step < $2) returning id`,
    [factorId, step],
  );
  return rows.length > 0;
}

/** GoTrue's Challenge.Verify and, on a first verification, Factor.UpdateStatus. */
export async function markVerified(q: Queryable, factorId: string, challengeId: string) {
  await q.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
  await q.query(
    `update auth.mfa_factors set status = 'verified', updated_at = now()
      where id = $1 and status = 'unverified'`,
    [factorId],
  );
}

/** GoTrue's DeleteUnverifiedFactors: once one is verified, the user's other tries go. */
export async function deleteUnverifiedFactors(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `delete from auth.mfa_factors
      where user_id = $1 and status = 'unverified' and factor_type = 'totp'`,
    [userId],
  );
}

export async function deleteFactor(q: Queryable, factorId: string): Promise<void> {
  await q.query('delete from auth.mfa_factors where id = $1', [factorId]);
}
