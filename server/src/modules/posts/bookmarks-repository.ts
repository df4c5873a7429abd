import type { Queryable } from '../../db/pool';

/** Saves a post for a member; saving twice keeps one bookmark (unique (user_id, post_id)). */
export async function insertBookmark(db: Queryable, userId: number, postId: number): Promise<void> {
  await db.query('insert into bookmarks (user_id, post_id) values ($1, $2) on conflict do nothing', [userId, postId]);
}

export async function deleteBookmark(db: Queryable, userId: number, postId: number): Promise<void> {
  await db.query('delete from bookmarks where user_id = $1 and post_id = $2', [userId, postId]);
}
