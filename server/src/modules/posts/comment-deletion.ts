import type pg from 'pg';
import type { Queryable } from '../../db/pool';
import type { Viewer } from '../access';
import { recordAudit } from '../audit';
import { closeReportsOfComment } from '../moderation';
import type { Deleter } from './post-deletion';

export interface CommentOwners {
  id: number;
  post_id: number;
  /** The comment's author. */
  user_id: number;
  post_author_id: number;
  content: string;
}

/** A comment with who may delete it: its author and the author of the post it is on. */
export async function findCommentOwners(db: Queryable, commentId: number): Promise<CommentOwners | undefined> {
  const { rows } = await db.query<CommentOwners>(
    `select c.id, c.post_id, c.user_id, p.user_id as post_author_id, c.content
     from comments c join posts p on p.id = c.post_id where c.id = $1`,
    [commentId],
  );
  return rows[0];
}

/** A comment may be deleted by its author, the post's author (their thread), or an admin. */
export function canDeleteComment(viewer: Viewer, comment: Pick<CommentOwners, 'user_id' | 'post_author_id'>): boolean {
  return viewer.isAdmin || viewer.id === comment.user_id || viewer.id === comment.post_author_id;
}

/**
 * Deletes a comment inside the caller's transaction: closes its open reports, deletes the row
 * (the statement-level trigger on comments lowers the post's comments_count in the same
 * statement) and writes the audit entry. Undefined when the comment is already gone.
 */
export async function deleteCommentIn(
  tx: pg.PoolClient,
  commentId: number,
  by: Deleter,
): Promise<Pick<CommentOwners, 'post_id' | 'user_id'> | undefined> {
  await closeReportsOfComment(tx, commentId, by.isAdmin ? by.actor.id : null);
  const { rows } = await tx.query<{ post_id: number; user_id: number; content: string }>(
    'delete from comments where id = $1 returning post_id, user_id, content',
    [commentId],
  );
  const deleted = rows[0];
  if (!deleted) return undefined;
  if (by.audit) {
    await recordAudit(
      tx,
      by.actor,
      'comment.delete',
      { type: 'comment', id: commentId, label: deleted.content },
      { postId: deleted.post_id, authorId: deleted.user_id, ...by.detail },
    );
  }
  return { post_id: deleted.post_id, user_id: deleted.user_id };
}
