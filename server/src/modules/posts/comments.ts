import type { Comment } from '@common/schemas/posts';
import type { Queryable } from '../../db/pool';
import { notFound } from '../../lib/http-errors';
import type { Viewer } from '../access';
import { findComments, insertComment } from './comments-repository';
import type { Page } from './lists-repository';
import { unlessPostGone } from './post-gone';
import { findVisiblePostAuthor } from './posts-repository';
import { presentComment } from './presenter';

// Every comment goes through addComment (the notifications issue hooks in here: the post's
// author is known at that point).

/** Comments on a post the viewer may see (404 otherwise), newest first. */
export async function listComments(db: Queryable, viewer: Viewer, postId: number, page: Page): Promise<Comment[]> {
  const rows = await findComments(db, viewer, postId, page);
  // An empty page is either the end of the comments or a post the viewer may not see.
  if (rows.length === 0 && !(await findVisiblePostAuthor(db, viewer, postId))) throw notFound();
  return rows.map(presentComment);
}

/** Adds the viewer's comment (already trimmed and checked) to a post they may see. */
export async function addComment(
  db: Queryable,
  viewer: Viewer,
  postId: number,
  content: string,
  onAdded?: (authorId: number, commentId: number) => Promise<void>,
): Promise<Comment> {
  const post = await findVisiblePostAuthor(db, viewer, postId);
  if (!post) throw notFound();
  const row = await unlessPostGone(() => insertComment(db, { postId, userId: viewer.id, content }));
  await onAdded?.(post.user_id, row.id);
  return presentComment(row);
}
