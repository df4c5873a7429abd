import type { Queryable } from '../../db/pool';
import { workoutCountedSql } from './items-sql';
import { standingsOf, writeNotices } from './standings';

/**
 * The member changed who may see their workouts (docs/decisions/0033): their workout logs'
 * contributions are re-marked as counted for the board or not, for that member only (their
 * challenges' contributions, by the participant index), in the caller's transaction. The
 * triggers move each re-marked value between the standing's board value and its private value,
 * and the board's total, histogram and live watchers follow as for any other change. A member's
 * activities keep their own visibility: the setting is only the default of new ones.
 *
 * A rise here is no new effort: the same workouts shown again. So, as on a rejoin, no rival is told
 * again what challenge_notices_sent says they were told already (by this change or by the save
 * that first counted them); only a rival passed for the first time is.
 */
export async function workoutAudienceChanged(tx: Queryable, userId: number): Promise<void> {
  const before = await standingsOf(tx, userId);
  if (before.length === 0) return;
  await tx.query(
    `update challenge_contributions cc set counted = now_counted.counted
     from (select ${workoutCountedSql('$1')} as counted) now_counted
     where cc.user_id = $1
       and cc.challenge_id in (select challenge_id from challenge_participants where user_id = $1)
       and cc.workout_log_id is not null and cc.counted <> now_counted.counted`,
    [userId],
  );
  await writeNotices(tx, userId, before, { recounted: true });
}
