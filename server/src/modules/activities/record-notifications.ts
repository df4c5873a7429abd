import { type BestEffort, bestEffortLabel, formatStopwatch } from '@common/schemas/activities';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/pool';
import { notifyOrLog, withdrawRecordNotifications } from '../notifications';
import type { ActivityRow } from './activity-row';

/** What a record notification says: 'Fastest 5 km: 24:31'. */
const detailOf = (r: Pick<BestEffort, 'distanceM' | 'seconds'>) =>
  `Fastest ${bestEffortLabel(r.distanceM)}: ${formatStopwatch(r.seconds)}`;

/**
 * One notification per record the activity set ('Fastest 5 km: 24:31'), through the
 * notifications module like a like or a follow: the member's choice decides, and a failed
 * notification never fails the upload.
 */
export async function notifyRecords(
  app: FastifyInstance,
  activity: Pick<ActivityRow, 'id' | 'user_id'>,
  records: BestEffort[],
) {
  for (const r of records) {
    await notifyOrLog(app, {
      type: 'record',
      recipientId: activity.user_id,
      actorId: activity.user_id,
      activityId: activity.id,
      detail: detailOf(r),
    });
  }
}

/** The record notifications about an activity that its figures still show: one per best effort of a run. */
async function holdingDetails(db: Queryable, activityId: number): Promise<string[]> {
  const { rows } = await db.query<{ distance_m: number; seconds: number }>(
    `select be.distance_m, be.seconds from activity_best_efforts be
     join activities a on a.id = be.activity_id and a.sport = 'run'
     where be.activity_id = $1`,
    [activityId],
  );
  return rows.map((r) => detailOf({ distanceM: r.distance_m, seconds: r.seconds }));
}

/**
 * After an activity's figures changed (re-measured, sport changed, deleted): its record
 * notifications that no longer hold are withdrawn, i.e. those whose time is no longer the
 * activity's best effort at that distance, or all of them when it is no longer a run or is gone
 * (issue 32, docs/decisions/0027-runs-measured-right.md). Records themselves are read from the
 * stored best efforts (records-repository.ts), so they follow the figures with nothing to redo.
 * Never fails the member's action: a failure is logged.
 */
export async function withdrawStaleRecords(app: FastifyInstance, userId: number, activityId: number): Promise<void> {
  try {
    await withdrawRecordNotifications(app, userId, activityId, await holdingDetails(app.db, activityId));
  } catch (err) {
    app.log.error({ err, activityId }, 'could not withdraw record notifications');
  }
}
