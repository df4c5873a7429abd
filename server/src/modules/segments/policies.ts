import { SEGMENT_MESSAGES as M } from '@common/segments-texts';
import type { Queryable } from '../../db/pool';
import { notFound } from '../../lib/http-errors';
import { can, refuseNotYours, relationBetween, type Viewer } from '../access';
import { findSourceActivity, type SourceActivityRow } from './repository';

/**
 * The activity a segment is made from: the member's own. Another member's answers as decision
 * 0026 says: 404 when the caller may not see it (as for one that does not exist), 403 when they
 * may (an admin too: a segment is made from one's own route).
 */
export async function ownSourceActivity(db: Queryable, viewer: Viewer, id: number): Promise<SourceActivityRow> {
  const activity = await findSourceActivity(db, id);
  if (!activity) throw notFound();
  if (activity.user_id !== viewer.id) {
    const relation = await relationBetween(db, viewer.id, activity.user_id);
    refuseNotYours(
      can(viewer, 'view', { ownerId: activity.user_id, audience: activity.visibility }, relation),
      M.notYours,
    );
  }
  return activity;
}
