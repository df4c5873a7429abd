import type { PrivacyChoice } from '@common/vocab';
import type { Queryable } from '../../db/pool';
import { blockBetweenSql, SUSPENDED_IDS_SQL, settingSql, type Viewer } from '../access';
import { type UserRow, userColumns } from '../users';
import { postsCountSql } from './posts-count';

// Follow counts leave suspended members out, as the follow lists do (follows-repository.ts): a
// suspended member is on no list, so on no count.
const FOLLOWERS_COUNT_SQL = `(select count(*) from follows f where f.following_id = u.id and f.follower_id not in ${SUSPENDED_IDS_SQL})`;
const FOLLOWING_COUNT_SQL = `(select count(*) from follows f where f.follower_id = u.id and f.following_id not in ${SUSPENDED_IDS_SQL})`;

/** A member as a profile shows them, with what the viewer's relation and the counts need. */
export interface ProfileRow extends UserRow {
  profile_visibility: PrivacyChoice;
  fitness_metrics: PrivacyChoice;
  workout_activity: PrivacyChoice;
  followers_count: number;
  following_count: number;
  posts_count: number;
  /** The viewer follows this member. */
  is_following: boolean;
  /** This member follows the viewer. */
  follows_you: boolean;
  /** Either of the two blocked the other (issue 9): the profile is gone for the viewer unless admin. */
  blocked: boolean;
}

/**
 * The member named by `key` (an id, or a username in any case) seen by `viewer`, in one query:
 * the row, privacy choices (the defaults when no settings row exists), counts (the posts the
 * viewer may see) and both follow directions. A key of digits is an id first, then a username made of digits.
 */
export async function findProfile(db: Queryable, viewer: Viewer, key: string): Promise<ProfileRow | undefined> {
  const id = /^\d{1,9}$/.test(key) ? Number(key) : null;
  const { rows } = await db.query<ProfileRow>(
    `select ${userColumns('u')},
       ${settingSql('s.profile_visibility', 'profileVisibility')} as profile_visibility,
       ${settingSql('s.fitness_metrics', 'fitnessMetrics')} as fitness_metrics,
       ${settingSql('s.workout_activity', 'workoutActivity')} as workout_activity,
       ${FOLLOWERS_COUNT_SQL} as followers_count,
       ${FOLLOWING_COUNT_SQL} as following_count,
       ${postsCountSql('u.id', '$1::int', '$4::boolean')} as posts_count,
       exists (select 1 from follows f where f.follower_id = $1 and f.following_id = u.id) as is_following,
       exists (select 1 from follows f where f.follower_id = u.id and f.following_id = $1) as follows_you,
       ${blockBetweenSql('$1::int', 'u.id')} as blocked
     from users u
     left join user_settings s on s.user_id = u.id
     where u.id = $2 or lower(u.username) = lower($3)
     order by (u.id = $2) desc nulls last
     limit 1`,
    [viewer.id, id, key, viewer.isAdmin],
  );
  return rows[0];
}

/** Followers, following and whether the viewer follows: GET /api/follows/counts/{userId}. */
export async function findFollowCounts(
  db: Queryable,
  viewerId: number,
  userId: number,
  viewerIsAdmin = false,
): Promise<{ followers: number; following: number; is_following: boolean } | undefined> {
  const { rows } = await db.query(
    `select ${FOLLOWERS_COUNT_SQL} as followers,
            ${FOLLOWING_COUNT_SQL} as following,
            exists (select 1 from follows f where f.follower_id = $1 and f.following_id = u.id) as is_following
     from users u where u.id = $2 and u.suspended_at is null
       -- Members blocked either way are gone for each other, their counts too (issue 9).
       and ($3::boolean or not ${blockBetweenSql('$1::int', 'u.id')})`,
    [viewerId, userId, viewerIsAdmin],
  );
  return rows[0];
}
