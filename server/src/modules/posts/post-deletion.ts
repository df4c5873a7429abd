import type pg from 'pg';
import { transaction } from '../../db/pool';
import { type AuditActor, recordAudit } from '../audit';
import { deleteMedia, type MediaApp } from '../media';
import { closeReportsOfPost } from '../moderation';
import { deletePostRow } from './posts-repository';

/** Who deletes, and whether it is a moderation act to audit (an admin removing another's post). */
export interface Deleter {
  actor: AuditActor;
  isAdmin: boolean;
  audit: boolean;
  /** Extra audit detail (the report that led to it). */
  detail?: Record<string, unknown>;
}

export interface DeletedPost {
  authorId: number;
  /** The post's media keys: delete the files once the transaction has committed. */
  mediaKeys: (string | null)[];
}

/**
 * Deletes a post inside the caller's transaction: locks it, closes its open reports (and its
 * comments'), deletes it (likes, comments and bookmarks cascade) and writes the audit entry.
 * Undefined when the post is already gone. Permission is the caller's business.
 */
export async function deletePostIn(tx: pg.PoolClient, postId: number, by: Deleter): Promise<DeletedPost | undefined> {
  const { rows } = await tx.query<{ user_id: number; content: string }>(
    'select user_id, content from posts where id = $1 for update',
    [postId],
  );
  if (!rows[0]) return undefined;
  await closeReportsOfPost(tx, postId, by.isAdmin ? by.actor.id : null);
  const mediaKeys = await deletePostRow(tx, postId);
  if (!mediaKeys) return undefined;
  if (by.audit) {
    await recordAudit(
      tx,
      by.actor,
      'post.delete',
      { type: 'post', id: postId, label: rows[0].content },
      { authorId: rows[0].user_id, ...by.detail },
    );
  }
  return { authorId: rows[0].user_id, mediaKeys };
}

/** The whole deletion: the transaction, then the post's photo or video (D8). False when already gone. */
export async function deletePost(app: MediaApp, postId: number, by: Deleter): Promise<boolean> {
  const deleted = await transaction(app.db, (tx) => deletePostIn(tx, postId, by));
  if (!deleted) return false;
  await deleteMedia(app, deleted.mediaKeys);
  return true;
}
