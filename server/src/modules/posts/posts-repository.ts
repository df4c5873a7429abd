import { ACCOUNT_EMAIL_MESSAGES } from '@common/account-email-texts';
import type { PostAudience } from '@common/schemas/posts';
import type { WorkoutShareSummary } from '@common/schemas/workout-share';
import type { Queryable } from '../../db/pool';
import { forbidden } from '../../lib/http-errors';
import type { Viewer } from '../access';
import { postVisibleSql } from './visibility';

export interface NewPost {
  userId: number;
  content: string;
  image: { url: string; key: string } | null;
  video: { url: string; key: string } | null;
  location: string | null;
  placeLat: number | null;
  placeLng: number | null;
  audience: PostAudience;
  /** A shared workout's snapshot (the workouts issue), or null. */
  workout?: WorkoutShareSummary | null;
  /** A shared activity (the activities issue): the post's card shows it. */
  activityId?: number | null;
}

/**
 * Inserts a post and answers its id. Media must already be checked (see post-media.ts).
 * Every way of posting comes through here, so here is the rule of issue 18: a member whose
 * email address is not confirmed may post to friends or only themselves, not publicly (403).
 * The check is part of the insert, so it holds against a confirmation changing at the same time.
 */
export async function insertPost(db: Queryable, post: NewPost): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into posts (user_id, content, image_url, image_key, video_url, video_key, location, place_lat, place_lng,
       audience, workout, activity_id)
     select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12
     where $10 <> 'public' or exists (select 1 from users where id = $1 and email_verified_at is not null)
     returning id`,
    [
      post.userId,
      post.content,
      post.image?.url ?? null,
      post.image?.key ?? null,
      post.video?.url ?? null,
      post.video?.key ?? null,
      post.location,
      post.placeLat,
      post.placeLng,
      post.audience,
      post.workout ? JSON.stringify(post.workout) : null,
      post.activityId ?? null,
    ],
  );
  if (!rows[0]) throw forbidden(ACCOUNT_EMAIL_MESSAGES.verifyToPostPublicly);
  return rows[0].id;
}

/** The author of a post the viewer may see, or undefined when it is unknown or hidden from them. */
export async function findVisiblePostAuthor(
  db: Queryable,
  viewer: Viewer,
  postId: number,
): Promise<{ id: number; user_id: number } | undefined> {
  const { rows } = await db.query<{ id: number; user_id: number }>(
    `select p.id, p.user_id from posts p
     where p.id = $3::bigint and ${postVisibleSql('p')}`,
    [viewer.id, viewer.isAdmin, postId],
  );
  return rows[0];
}

/** Deletes a post (its likes, comments and bookmarks cascade) and answers the media keys it held. */
export async function deletePostRow(db: Queryable, postId: number): Promise<(string | null)[] | undefined> {
  const { rows } = await db.query<{ image_key: string | null; video_key: string | null }>(
    'delete from posts where id = $1 returning image_key, video_key',
    [postId],
  );
  return rows[0] ? [rows[0].image_key, rows[0].video_key] : undefined;
}

/** Whether a media key is already used by a post or as a profile picture. */
export async function isMediaKeyInUse(db: Queryable, key: string): Promise<boolean> {
  const { rows } = await db.query<{ used: boolean }>(
    `select exists (select 1 from posts where image_key = $1 or video_key = $1)
         or exists (select 1 from users where profile_image_key = $1) as used`,
    [key],
  );
  return rows[0].used;
}
