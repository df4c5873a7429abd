import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/pool';
import { hashToken } from '../sessions';
import { RESET_TOKEN_TTL, VERIFY_TOKEN_TTL } from './kinds';

// Links carry 256 random bits; only their SHA-256 is stored, like session tokens (D1). Each
// member has at most one live link of each kind: issuing one deletes the others.

const TABLES = { reset: 'password_reset_tokens', verify: 'email_verification_tokens' } as const;
const TTL = { reset: RESET_TOKEN_TTL, verify: VERIFY_TOKEN_TTL } as const;
export type TokenKind = keyof typeof TABLES;

export interface UsedToken {
  user_id: number;
  email: string;
  expired: boolean;
}

/** A new link for the member and address; older links of the same kind stop working. */
export async function issueToken(db: Queryable, kind: TokenKind, userId: number, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query(`delete from ${TABLES[kind]} where user_id = $1`, [userId]);
  await db.query(
    `insert into ${TABLES[kind]} (token_hash, user_id, email, expires_at) values ($1, $2, $3, now() + $4::interval)`,
    [hashToken(token), userId, email, TTL[kind]],
  );
  return token;
}

/**
 * Uses a link: the row is deleted as it is read, so two requests with the same link cannot both
 * succeed (the second waits for the first's row lock, then finds nothing).
 */
export async function consumeToken(db: Queryable, kind: TokenKind, token: string): Promise<UsedToken | undefined> {
  const { rows } = await db.query<UsedToken>(
    `delete from ${TABLES[kind]} where token_hash = $1 returning user_id, email, expires_at <= now() as expired`,
    [hashToken(token)],
  );
  return rows[0];
}

export async function deleteTokens(db: Queryable, kind: TokenKind, userId: number): Promise<void> {
  await db.query(`delete from ${TABLES[kind]} where user_id = $1`, [userId]);
}

/** Housekeeping: expired links of both kinds. */
export async function purgeExpiredTokens(db: Queryable): Promise<number> {
  let count = 0;
  for (const table of Object.values(TABLES)) {
    const { rowCount } = await db.query(`delete from ${table} where expires_at <= now()`);
    count += rowCount ?? 0;
  }
  return count;
}
