import type { Queryable } from '../../db/pool';
import { readStoredTrack } from '../activities';
import { saveHistogram } from './activity-training-repository';

const BATCH = 20;

/**
 * Gives every activity a heart-rate histogram of its current track (a start-up task): those saved
 * before the training module existed, and those measured again since their histogram was made
 * (activities.measured_version, issue 32's re-measure). Idempotent; several instances may run it
 * together (a row another wrote meanwhile is replaced by the same figures). Answers how many were done.
 */
export async function backfillHeartRateHistograms(db: Queryable): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    // activity_training's primary key answers "has a current one" for each activity.
    const { rows } = await db.query<{ id: string; user_id: number }>(
      `select a.id, a.user_id from activities a
       where a.id > $1 and not exists (select 1 from activity_training t
         where t.activity_id = a.id and t.measured_version is not distinct from a.measured_version)
       order by a.id limit $2`,
      [after, BATCH],
    );
    if (rows.length === 0) return done;
    for (const row of rows) {
      const id = Number(row.id);
      after = id;
      const track = await readStoredTrack(db, id);
      // Without a stored track (none is expected), an empty row: nothing to count, and not tried again.
      await saveHistogram(db, id, row.user_id, track ?? { length: 0, timeMs: new Float64Array(), hr: null });
      done += 1;
    }
  }
}
