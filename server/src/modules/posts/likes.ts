import type { LikeState } from '@common/schemas/posts';
import type { Queryable } from '../../db/pool';
import { notFound } from '../../lib/http-errors';
import type { Viewer } from '../access';
import { unlessPostGone } from './post-gone';
import { findVisiblePostAuthor } from './posts-repository';
import { visibleLikesCountSql } from './visible-counts-sql';

// Every like and unlike goes through these two functions (the notifications issue hooks in
// here: `added` says whether this call created the like, so liking twice notifies once).

/** The post's likes as the viewer's lists count them (visible-counts-sql.ts). */
async function likesCountOf(db: Queryable, viewer: Viewer, postId: number): Promise<number> {
  const { rows } = await db.query<{ likes_count: number }>(
    `select ${visibleLikesCountSql('p')} as likes_count from posts p where p.id = $3`,
    [viewer.id, viewer.isAdmin, postId],
  );
  if (!rows[0]) throw notFound();
  return rows[0].likes_count;
}

/**
 * Likes a post the viewer may see; liking twice counts once (the primary key and `on conflict do
 * nothing`). The counter is kept by the likes trigger in the same statement.
 */
export async function likePost(
  db: Queryable,
  viewer: Viewer,
  postId: number,
  onAdded?: (authorId: number) => Promise<void>,
): Promise<LikeState> {
  const post = await findVisiblePostAuthor(db, viewer, postId);
  if (!post) throw notFound();
  const added = await unlessPostGone(() =>
    db.query('insert into likes (post_id, user_id) values ($1, $2) on conflict do nothing', [postId, viewer.id]),
  );
  if (added.rowCount && onAdded) await onAdded(post.user_id);
  return { postId, liked: true, likesCount: await likesCountOf(db, viewer, postId) };
}

/** Takes the viewer's like back; unliking a post not liked changes nothing. */
export async function unlikePost(
  db: Queryable,
  viewer: Viewer,
  postId: number,
  onUnliked?: (authorId: number) => Promise<void>,
): Promise<LikeState> {
  const post = await findVisiblePostAuthor(db, viewer, postId);
  if (!post) throw notFound();
  const { rowCount } = await db.query('delete from likes where post_id = $1 and user_id = $2', [postId, viewer.id]);
  if (rowCount) await onUnliked?.(post.user_id);
  return { postId, liked: false, likesCount: await likesCountOf(db, viewer, postId) };
}
