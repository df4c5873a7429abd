import type { PageQueryParsed } from '@common/schemas/paging';
import type { Queryable } from '../../db/pool';
import { blockBetweenSql } from '../access';
import type { UserRow } from '../users';

export interface FollowRow {
  follower_id: number;
  following_id: number;
  status: 'accepted';
  created_at: Date;
  /** False when the member already followed (the call changed nothing). */
  created: boolean;
}

/**
 * Follows (D4): idempotent thanks to the primary key (`on conflict do nothing`, no read first).
 * Answers the follow, new or already there; undefined when the member to follow does not exist,
 * is suspended, or a block stands between the two either way (issue 9, checked in the same
 * statement).
 */
export async function insertFollow(
  db: Queryable,
  followerId: number,
  followingId: number,
): Promise<FollowRow | undefined> {
  const { rows } = await db.query<FollowRow>(
    `with target as (
       select id from users where id = $2 and suspended_at is null and not ${blockBetweenSql('$1::int', '$2::int')}
     ),
     inserted as (
       insert into follows (follower_id, following_id, status)
       select $1, id, 'accepted' from target
       on conflict (follower_id, following_id) do nothing
       returning follower_id, following_id, status, created_at, true as created
     )
     select * from inserted
     union all
     select f.follower_id, f.following_id, f.status, f.created_at, false as created
     from follows f join target t on t.id = f.following_id
     where f.follower_id = $1 and not exists (select 1 from inserted)`,
    [followerId, followingId],
  );
  return rows[0];
}

/** Unfollowing someone not followed is not an error (idempotent). */
export async function deleteFollow(db: Queryable, followerId: number, followingId: number): Promise<void> {
  await db.query('delete from follows where follower_id = $1 and following_id = $2', [followerId, followingId]);
}

export async function userExists(db: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from users where id = $1 and suspended_at is null', [id]);
  return rowCount === 1;
}

export type FollowListRow = Pick<UserRow, 'id' | 'username' | 'name' | 'profile_image_url' | 'is_trainer'> & {
  follow_id: number;
  followed_at: Date;
  is_following: boolean;
  follows_you: boolean;
};

/**
 * One page of a member's follow list, newest first, keyset on the follow's id. `direction`
 * 'following' lists the people the member follows (index follows_follower_id_id_idx), 'followers'
 * the people who follow them (follows_following_id_id_idx). Both follow flags come from the same
 * query (primary-key lookups), never a query per row. A block removes the follows both ways;
 * the block filter guards against a follow that raced the block (issue 9). Suspended members are
 * on no list while suspended (their follows stay, to come back with them).
 */
export function listFollowsQuery(
  memberId: number,
  direction: 'following' | 'followers',
  page: PageQueryParsed,
): { text: string; values: unknown[] } {
  const [self, other] = direction === 'following' ? ['follower_id', 'following_id'] : ['following_id', 'follower_id'];
  // The block check is per row (two primary-key probes), not `u.id not in (blocked ids)`: on that
  // hashed filter PostgreSQL read every member and sorted the join (5 ms at 10,000 members, growing
  // with the community) instead of walking the member's follows newest first and stopping at a page.
  return {
    text: `select f.id as follow_id, f.created_at as followed_at,
       u.id, u.username, u.name, u.profile_image_url, u.is_trainer,
       exists (select 1 from follows x where x.follower_id = $1 and x.following_id = u.id) as is_following,
       exists (select 1 from follows y where y.follower_id = u.id and y.following_id = $1) as follows_you
     from follows f
     join users u on u.id = f.${other}
     where f.${self} = $1 and ($2::bigint is null or f.id < $2)
       and not ${blockBetweenSql('$1::int', 'u.id')} and u.suspended_at is null
     order by f.id desc
     limit $3`,
    values: [memberId, page.before ?? null, page.limit],
  };
}

export async function listFollows(
  db: Queryable,
  memberId: number,
  direction: 'following' | 'followers',
  page: PageQueryParsed,
): Promise<FollowListRow[]> {
  const query = listFollowsQuery(memberId, direction, page);
  return (await db.query<FollowListRow>(query.text, query.values)).rows;
}
