import type { PageQueryParsed } from '@common/schemas/paging';
import type { Queryable } from '../../db/pool';
import { blockBetweenSql } from '../access';
import type { UserRow } from '../users';

/** Whether `id` is a member who can be blocked: they exist and are not suspended. */
export async function blockableMemberExists(db: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from users where id = $1 and suspended_at is null', [id]);
  return rowCount === 1;
}

export async function memberExists(db: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from users where id = $1', [id]);
  return rowCount === 1;
}

/**
 * Blocks `blockedId` for `blockerId`; the route runs it in a transaction (`tx`): the row (blocking twice
 * keeps one, the primary key and `on conflict do nothing`), then the follows of both directions
 * go, so neither appears in the other's feed, contacts or follow lists. Follower and following
 * counts are counted from the follows table, so deleting the rows keeps them right.
 */
export async function insertBlock(tx: Queryable, blockerId: number, blockedId: number): Promise<void> {
  await tx.query('insert into blocks (blocker_id, blocked_id) values ($1, $2) on conflict do nothing', [
    blockerId,
    blockedId,
  ]);
  await tx.query(
    `delete from follows
     where (follower_id = $1 and following_id = $2) or (follower_id = $2 and following_id = $1)`,
    [blockerId, blockedId],
  );
  // Their likes, comments, follows and messages stop reaching each other's bell, past ones too.
  await tx.query(
    `delete from notifications
     where (user_id = $1 and actor_id = $2) or (user_id = $2 and actor_id = $1)`,
    [blockerId, blockedId],
  );
}

/** Unblocking someone not blocked changes nothing. Follows removed by the block stay removed. */
export async function deleteBlock(db: Queryable, blockerId: number, blockedId: number): Promise<void> {
  await db.query('delete from blocks where blocker_id = $1 and blocked_id = $2', [blockerId, blockedId]);
}

/** Whether either member blocked the other. */
export async function isBlockedEitherWay(db: Queryable, a: number, b: number): Promise<boolean> {
  const { rows } = await db.query<{ blocked: boolean }>(`select ${blockBetweenSql('$1::int', '$2::int')} as blocked`, [
    a,
    b,
  ]);
  return rows[0].blocked;
}

/** Whether `blockerId` blocked `blockedId` (this way only). */
export async function hasBlocked(db: Queryable, blockerId: number, blockedId: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from blocks where blocker_id = $1 and blocked_id = $2', [
    blockerId,
    blockedId,
  ]);
  return rows.length > 0;
}

export type BlockedMemberRow = Pick<UserRow, 'id' | 'username' | 'name' | 'profile_image_url' | 'is_trainer'> & {
  blocked_at: Date;
};

/**
 * The members `blockerId` blocked, newest block first (index blocks_blocker_created_idx);
 * suspended members are gone for members everywhere, here too.
 * `before` is the id of the last member seen; the page continues below that member's block.
 * If that block was lifted meanwhile there is no position to continue from and the page is
 * empty (as the bookmarks list does).
 */
export async function listBlockedMembers(
  db: Queryable,
  blockerId: number,
  page: PageQueryParsed,
): Promise<BlockedMemberRow[]> {
  const { rows } = await db.query<BlockedMemberRow>(
    `select u.id, u.username, u.name, u.profile_image_url, u.is_trainer, b.created_at as blocked_at
     from blocks b
     join users u on u.id = b.blocked_id
     where b.blocker_id = $1 and u.suspended_at is null
       and ($2::int is null or (b.created_at, b.blocked_id) <
         (select c.created_at, c.blocked_id from blocks c where c.blocker_id = $1 and c.blocked_id = $2::int))
     order by b.created_at desc, b.blocked_id desc
     limit $3`,
    [blockerId, page.before ?? null, page.limit],
  );
  return rows;
}
