import type { Queryable } from '../../db/pool';
import type { Relation } from './audience';
import { blockBetweenSql } from './blocks';

/** The relation from the follows both ways and a block either way. */
export function relationFrom(r: { follows: boolean; followedBy: boolean; blocked: boolean }): Relation {
  if (r.blocked) return 'blocked';
  if (r.follows && r.followedBy) return 'friend';
  if (r.follows) return 'follower';
  if (r.followedBy) return 'followed';
  return 'stranger';
}

/** Who `viewerId` is to `ownerId`, in one statement (a prepared one: it runs on every page view). */
export async function relationBetween(db: Queryable, viewerId: number, ownerId: number): Promise<Relation> {
  if (viewerId === ownerId) return 'self';
  const { rows } = await db.query<{ follows: boolean; followedBy: boolean; blocked: boolean }>({
    name: 'access-relation',
    text: `select exists (select 1 from follows where follower_id = $1 and following_id = $2) as follows,
        exists (select 1 from follows where follower_id = $2 and following_id = $1) as "followedBy",
        ${blockBetweenSql('$1::int', '$2::int')} as blocked`,
    values: [viewerId, ownerId],
  });
  return relationFrom(rows[0]);
}
