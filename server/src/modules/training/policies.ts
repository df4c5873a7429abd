import type { PrivacyChoice } from '@common/vocab';
import type { Queryable } from '../../db/pool';
import { notFound } from '../../lib/http-errors';
import { allows, can, refuseNotYours, relationBetween, viewerOf } from '../access';
import { getSettings } from '../privacy';
import type { SessionUser } from '../sessions';

// A rating of effort is its owner's alone (decision 0026 for everyone else): 404 when the viewer
// may not even see the activity or workout, 403 when they may. Admins see everything, so they get
// 403: moderation never needs to rate someone's effort.

interface OwnedActivity {
  id: number;
  user_id: number;
  visibility: PrivacyChoice;
}

/** The caller's own activity, or the refusal. */
export async function requireOwnActivity(db: Queryable, user: SessionUser, id: number): Promise<OwnedActivity> {
  const { rows } = await db.query<OwnedActivity & { id: string }>(
    'select id, user_id, visibility from activities where id = $1',
    [id],
  );
  const activity = rows[0];
  if (!activity) throw notFound();
  if (activity.user_id !== user.id) {
    const relation = await relationBetween(db, user.id, activity.user_id);
    refuseNotYours(can(viewerOf(user), 'view', { ownerId: activity.user_id, audience: activity.visibility }, relation));
  }
  return { ...activity, id: Number(activity.id) };
}

/** The caller's own workout log, or the refusal (its visibility is the owner's 'workout activity' choice). */
export async function requireOwnWorkoutLog(db: Queryable, user: SessionUser, id: number): Promise<{ id: number }> {
  const { rows } = await db.query<{ id: number; user_id: number }>(
    'select id, user_id from workout_logs where id = $1',
    [id],
  );
  const log = rows[0];
  if (!log) throw notFound();
  if (log.user_id !== user.id) {
    if (user.is_admin) refuseNotYours(true);
    const [settings, relation] = await Promise.all([
      getSettings(db, log.user_id),
      relationBetween(db, user.id, log.user_id),
    ]);
    refuseNotYours(allows(settings.privacy.workoutActivity, relation, { isAdmin: false }));
  }
  return log;
}
