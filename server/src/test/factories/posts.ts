import type { PostAudience } from '@common/schemas/posts';
import type { PrivacyChoice } from '@common/vocab';
import type { Queryable } from '../../db/pool';
import { insertPost, type NewPost } from '../../modules/posts';
import { buildUser, type UserOverrides } from '../factories';

let counter = 0;

/** Inserts a post directly (no HTTP); public by default so tests opt into narrower audiences. */
export async function buildPost(
  db: Queryable,
  userId: number,
  o: Partial<Omit<NewPost, 'userId'>> & { audience?: PostAudience } = {},
): Promise<number> {
  counter += 1;
  return insertPost(db, {
    userId,
    content: o.content ?? `Post number ${counter}`,
    image: o.image ?? null,
    video: o.video ?? null,
    location: o.location ?? null,
    placeLat: o.placeLat ?? null,
    placeLng: o.placeLng ?? null,
    audience: o.audience ?? 'public',
    workout: o.workout ?? null,
  });
}

export async function likeAs(db: Queryable, userId: number, postId: number): Promise<void> {
  await db.query('insert into likes (post_id, user_id) values ($1, $2) on conflict do nothing', [postId, userId]);
}

export async function commentAs(db: Queryable, userId: number, postId: number, content = 'Nice one!'): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'insert into comments (post_id, user_id, content) values ($1, $2, $3) returning id',
    [postId, userId, content],
  );
  return rows[0].id;
}

/** Sets a member's privacy choices (the people issue builds the settings screen). */
export async function setPrivacy(
  db: Queryable,
  userId: number,
  choices: Partial<{ profileVisibility: PrivacyChoice; locationSharing: PrivacyChoice }>,
): Promise<void> {
  await db.query(`insert into user_settings (user_id) values ($1) on conflict (user_id) do nothing;`, [userId]);
  await db.query(
    `update user_settings set profile_visibility = coalesce($2, profile_visibility),
       location_sharing = coalesce($3, location_sharing) where user_id = $1`,
    [userId, choices.profileVisibility ?? null, choices.locationSharing ?? null],
  );
}

/**
 * A member whose profile is public. The default ('friends') hides posts from everyone but
 * mutual followers, so tests about something else start from this one.
 */
export async function buildPublicUser(db: Queryable, o: UserOverrides = {}) {
  const user = await buildUser(db, o);
  await setPrivacy(db, user.id, { profileVisibility: 'public' });
  return user;
}
