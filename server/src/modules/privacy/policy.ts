import type { PrivacyChoice } from '@common/vocab';
import type { Queryable } from '../../db/pool';
import { blockBetweenSql } from '../moderation/block-filter';

/**
 * Who a viewer is to a member. "Friends" are mutual follows (D4). Admins see everything (D5).
 * 'blocked': a block either way (issue 9); it lets nothing through, whatever the choice.
 */
export type Relation = 'self' | 'friend' | 'follower' | 'followed' | 'stranger' | 'blocked';

export interface Viewer {
  id: number;
  isAdmin: boolean;
}

export async function relationBetween(db: Queryable, viewerId: number, ownerId: number): Promise<Relation> {
  if (viewerId === ownerId) return 'self';
  const { rows } = await db.query<{ follows: boolean; followed_by: boolean; blocked: boolean }>(
    `select exists (select 1 from follows where follower_id = $1 and following_id = $2) as follows,
            exists (select 1 from follows where follower_id = $2 and following_id = $1) as followed_by,
            ${blockBetweenSql('$1::int', '$2::int')} as blocked`,
    [viewerId, ownerId],
  );
  const { follows, followed_by, blocked } = rows[0];
  if (blocked) return 'blocked';
  if (follows && followed_by) return 'friend';
  if (follows) return 'follower';
  if (followed_by) return 'followed';
  return 'stranger';
}

/** Whether a privacy choice lets this viewer in. */
export function allows(choice: PrivacyChoice, relation: Relation, viewer: Pick<Viewer, 'isAdmin'>): boolean {
  if (viewer.isAdmin || relation === 'self') return true;
  if (relation === 'blocked') return false;
  if (choice === 'public') return true;
  if (choice === 'friends') return relation === 'friend';
  return false;
}

/**
 * The same rule as a SQL condition for list queries (one query per list, no per-row checks).
 * `choice` is a SQL expression holding a privacy value, `ownerId` the owning member's id column,
 * `viewerId` a parameter placeholder such as `$1`. Admins are handled by the caller (skip the
 * condition), since the rule for them is "everything".
 */
export function allowsSql(choice: string, ownerId: string, viewerId: string): string {
  return `(${ownerId} = ${viewerId} or ${choice} = 'public' or (${choice} = 'friends'
    and exists (select 1 from follows pf1 where pf1.follower_id = ${viewerId} and pf1.following_id = ${ownerId})
    and exists (select 1 from follows pf2 where pf2.follower_id = ${ownerId} and pf2.following_id = ${viewerId})))`;
}
