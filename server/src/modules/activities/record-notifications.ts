import { type BestEffort, bestEffortLabel, formatStopwatch } from '@common/schemas/activities';
import type { FastifyInstance } from 'fastify';
import { notifyOrLog } from '../notifications';
import type { ActivityRow } from './activity-row';

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
      detail: `Fastest ${bestEffortLabel(r.distanceM)}: ${formatStopwatch(r.seconds)}`,
    });
  }
}
