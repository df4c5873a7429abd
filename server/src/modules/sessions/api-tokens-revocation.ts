import type { Queryable } from '../../db/pool';

/**
 * Revokes every personal API token of a member: a password change or reset, often made after a
 * suspected compromise, ends the credentials an intruder may have made for themselves too.
 * ("Sign out of all other devices" keeps them: integrations are not devices, and Settings says so.)
 * Answers how many were revoked.
 */
export async function revokeAllApiTokens(db: Queryable, userId: number): Promise<number> {
  const { rowCount } = await db.query('delete from api_tokens where user_id = $1', [userId]);
  return rowCount ?? 0;
}
