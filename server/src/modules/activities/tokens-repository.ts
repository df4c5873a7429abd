import { createHash, randomBytes } from 'node:crypto';
import type { ApiToken, CreatedApiToken } from '@common/schemas/activities';
import type { Queryable } from '../../db/pool';
import { type UserRow, userColumns } from '../users';

/** Tokens start with this, so a leaked one is easy to recognise (secret scanners look for prefixes). */
export const TOKEN_PREFIX = 'fct_';
const TOKEN_PATTERN = /^fct_[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest();

interface TokenRow {
  id: number;
  name: string;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
}

const present = (row: TokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});

export async function listTokens(db: Queryable, userId: number): Promise<ApiToken[]> {
  const { rows } = await db.query<TokenRow>(
    'select id, name, prefix, created_at, last_used_at from api_tokens where user_id = $1 order by id desc',
    [userId],
  );
  return rows.map(present);
}

/**
 * A new token: 256 random bits, shown once in the answer; only its SHA-256 is stored (a database
 * leak reveals no usable token). At most `max` per member, counted under the member's row lock.
 */
export async function createToken(
  db: Queryable,
  userId: number,
  name: string,
  max: number,
): Promise<CreatedApiToken | null> {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await db.query('select 1 from users where id = $1 for update', [userId]);
  const { rows } = await db.query<TokenRow>(
    `insert into api_tokens (user_id, name, token_hash, prefix)
     select $1, $2, $3, $4 where (select count(*) from api_tokens where user_id = $1) < $5
     returning id, name, prefix, created_at, last_used_at`,
    [userId, name, hashOf(token), token.slice(0, 10), max],
  );
  return rows[0] ? { ...present(rows[0]), token } : null;
}

/** Revoking deletes the token: the next request carrying it is refused. */
export async function revokeToken(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('delete from api_tokens where id = $1 and user_id = $2', [id, userId]);
  return (rowCount ?? 0) > 0;
}

/**
 * The member a token belongs to, recording its use in the same statement; undefined for anything
 * that is not a live token of an active member (an id, a revoked token, a suspended member).
 */
export async function memberOfToken(db: Queryable, token: string): Promise<UserRow | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const { rows } = await db.query<UserRow>({
    name: 'api-token-member',
    text: `update api_tokens t set last_used_at = now()
      from users u
      where t.token_hash = $1 and u.id = t.user_id and u.suspended_at is null
      returning ${userColumns('u')}`,
    values: [hashOf(token)],
  });
  return rows[0];
}
