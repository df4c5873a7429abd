import type { Queryable } from '../../db/pool';
import { blockBetweenSql } from '../moderation/block-filter';
import { allows, type Relation } from '../privacy/policy';
import type { ActivityRow } from './activity-row';
import type { Zone } from './privacy-zones';

export interface Viewer {
  id: number;
  is_admin: boolean;
}

export interface ActivityAccess {
  /** The activity's visibility lets the viewer in (blocks refuse, admins pass). */
  visible: boolean;
  isOwner: boolean;
  /** The owner's privacy zones, applied for every viewer but the owner (admins included). */
  zones: Zone[];
}

/**
 * What a viewer may see of an activity, in one statement: who they are to the owner (mutual
 * follows, a block either way) and the owner's zones. The rule is the privacy module's `allows`
 * on the activity's own visibility (public / friends / only me).
 */
export async function activityAccess(
  db: Queryable,
  viewer: Viewer,
  activity: Pick<ActivityRow, 'user_id' | 'visibility'>,
): Promise<ActivityAccess> {
  if (viewer.id === activity.user_id) return { visible: true, isOwner: true, zones: [] };
  const { rows } = await db.query<{ follows: boolean; followed_by: boolean; blocked: boolean; zones: Zone[] }>({
    name: 'activity-access',
    text: `select exists (select 1 from follows where follower_id = $1 and following_id = $2) as follows,
        exists (select 1 from follows where follower_id = $2 and following_id = $1) as followed_by,
        ${blockBetweenSql('$1::int', '$2::int')} as blocked,
        coalesce((select json_agg(json_build_object('lat', z.lat, 'lng', z.lng, 'radiusM', z.radius_m))
          from privacy_zones z where z.user_id = $2), '[]') as zones`,
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
    zones: r.zones,
  };
}
