import type { Queryable } from '../../db/pool';
import { can, relationBetween, type Viewer } from '../access';
import type { ActivityRow } from './activity-row';

export interface ActivityAccess {
  /** The activity's visibility lets the viewer in (blocks refuse, admins pass). */
  visible: boolean;
  isOwner: boolean;
}

/**
 * Whether a viewer may see an activity: who they are to the owner (the access module's relation,
 * one statement). Privacy zones apply to every viewer but the owner, admins
 * included, through the stored public page (page-payload.ts). The rule is the access module's `allows`
 * on the activity's own visibility (public / friends / only me).
 */
export async function activityAccess(
  db: Queryable,
  viewer: Viewer,
  activity: Pick<ActivityRow, 'user_id' | 'visibility'>,
): Promise<ActivityAccess> {
  if (viewer.id === activity.user_id) return { visible: true, isOwner: true };
  const relation = await relationBetween(db, viewer.id, activity.user_id);
  return {
    visible: can(viewer, 'view', { ownerId: activity.user_id, audience: activity.visibility }, relation),
    isOwner: false,
  };
}
