import type { Queryable } from '../../db/pool';
import { blockBetweenSql } from '../moderation/block-filter';
import { allows, type Relation } from '../privacy/policy';
import type { ActivityRow } from './activity-row';

export interface Viewer {
  id: number;
  is_admin: boolean;
}

export interface ActivityAccess {
  /** The activity's visibility lets the viewer in (blocks refuse, admins pass). */
  visible: boolean;
  isOwner: boolean;
}

/**
 * Whether a viewer may see an activity, in one statement: who they are to the owner (mutual
 * follows, a block either way). Privacy zones apply to every viewer but the owner, admins
 * included, through the stored public page (page-payload.ts). The rule is the privacy module's `allows`
 * on the activity's own visibility (public / friends / only me).
 */
export async function activityAccess(
  db: Queryable,
  viewer: Viewer,
  activity: Pick<ActivityRow, 'user_id' | 'visibility'>,
): Promise<ActivityAccess> {
  if (viewer.id === activity.user_id) return { visible: true, isOwner: true };
  const { rows } = await db.query<{ follows: boolean; followed_by: boolean; blocked: boolean }>({
    name: 'activity-access',
    text: `select exists (select 1 from follows where follower_id = $1 and following_id = $2) as follows,
        exists (select 1 from follows where follower_id = $2 and following_id = $1) as followed_by,
        ${blockBetweenSql('$1::int', '$2::int')} as blocked`,
    values: [viewer.id, activity.user_id],
  });
  const r = rows[0];
  const relation: Relation = r.blocked
    ? 'blocked'
    : r.follows && r.followed_by
      ? 'friend'
      : r.follows
        ? 'follower'
        : r.followed_by
          ? 'followed'
          : 'stranger';
  return {
    visible: allows(activity.visibility, relation, { isAdmin: viewer.is_admin }),
    isOwner: false,
  };
}
