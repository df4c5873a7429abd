import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/pool';
import { hashToken } from './sessions-repository';

/**
 * Short-lived server-side states bound to an httpOnly cookie (issue 35): the pending second step
 * after a correct password, and WebAuthn challenges. The cookie carries 256 random bits; only
 * their SHA-256 is stored, like session tokens.
 */
export type ChallengePurpose = 'two_factor' | 'passkey_sign_in' | 'passkey_register' | 'passkey_reauth';

export interface ChallengeRow {
  user_id: number | null;
  challenge: string | null;
  expired: boolean;
}

export async function createChallenge(
  db: Queryable,
  purpose: ChallengePurpose,
  userId: number | null,
  challenge: string | null,
  ttlSeconds: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `insert into auth_challenges (token_hash, purpose, user_id, challenge, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hashToken(token), purpose, userId, challenge, ttlSeconds],
  );
  return token;
}

/** The state behind a cookie, expired or not (an expired one gets its own message), or undefined. */
export async function findChallenge(
  db: Queryable,
  purpose: ChallengePurpose,
  token: string,
): Promise<ChallengeRow | undefined> {
  const { rows } = await db.query<ChallengeRow>(
    `select user_id, challenge, expires_at <= now() as expired from auth_challenges
     where token_hash = $1 and purpose = $2`,
    [hashToken(token), purpose],
  );
  return rows[0];
}

/**
 * Uses a state up: deleted as it is read, so one challenge answers at most one request (a second
 * request with the same cookie waits for the first's row lock, then finds nothing).
 */
export async function takeChallenge(
  db: Queryable,
  purpose: ChallengePurpose,
  token: string,
): Promise<ChallengeRow | undefined> {
  const { rows } = await db.query<ChallengeRow>(
    `delete from auth_challenges where token_hash = $1 and purpose = $2
     returning user_id, challenge, expires_at <= now() as expired`,
    [hashToken(token), purpose],
  );
  return rows[0];
}

/**
 * Counts one more attempt at a state (a code sent for the pending second step) and answers its
 * number, or null when the state is gone, expired or has had `max` attempts already. The count
 * and the check are one statement, so parallel requests cannot share an attempt.
 */
export async function countChallengeAttempt(
  db: Queryable,
  purpose: ChallengePurpose,
  token: string,
  max: number,
): Promise<number | null> {
  const { rows } = await db.query<{ attempts: number }>(
    `update auth_challenges set attempts = attempts + 1
     where token_hash = $1 and purpose = $2 and expires_at > now() and attempts < $3 returning attempts`,
    [hashToken(token), purpose, max],
  );
  return rows[0]?.attempts ?? null;
}
