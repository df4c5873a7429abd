import type { WorkoutShareSummary } from '@common/schemas/workout-share';
import type { PrivacyChoice } from '@common/vocab';
import type pg from 'pg';
import { type Queryable, transaction } from '../../db/pool';
import { insertPost } from '../posts';

/**
 * The records this log set: exercises whose best load or longest distance beats every earlier log
 * of the member (by date, then id). The best load is the heaviest, except for assisted exercises,
 * where it is the least assistance. A first time on an exercise is no record.
 */
export async function recordsSetBy(
  db: Queryable,
  log: { id: number; user_id: number; performed_on: string },
): Promise<WorkoutShareSummary['personalRecords']> {
  const { rows } = await db.query<{
    name: string;
    assisted: boolean;
    kg: number | null;
    prev_kg: number | null;
    least_kg: number | null;
    prev_least_kg: number | null;
    km: number | null;
    prev_km: number | null;
  }>(
    `with this as (
       select le.exercise_id, max(s.weight_kg) as kg, min(s.weight_kg) filter (where s.reps > 0) as least_kg,
         max(s.distance_km) as km
       from workout_log_exercises le join workout_log_sets s on s.log_exercise_id = le.id
       where le.log_id = $1 and s.kind <> 'warmup' group by le.exercise_id
     ), earlier as (
       select le.exercise_id, max(s.weight_kg) as kg, min(s.weight_kg) filter (where s.reps > 0) as least_kg,
         max(s.distance_km) as km
       from workout_log_sets s
       join workout_log_exercises le on le.id = s.log_exercise_id and le.user_id = $2
       join workout_logs l on l.id = le.log_id and l.user_id = $2
       where s.user_id = $2 and s.kind <> 'warmup' and le.exercise_id in (select exercise_id from this)
         and (l.performed_on, l.id) < ($3::date, $1)
       group by le.exercise_id
     )
     select e.name, e.logging_type = 'assisted_bodyweight' as assisted, this.kg, earlier.kg as prev_kg,
       this.least_kg, earlier.least_kg as prev_least_kg, this.km, earlier.km as prev_km
     from this join earlier on earlier.exercise_id = this.exercise_id join exercises e on e.id = this.exercise_id
     order by e.name`,
    [log.id, log.user_id, log.performed_on],
  );
  const records: WorkoutShareSummary['personalRecords'] = [];
  for (const r of rows) {
    if (r.assisted) {
      if (r.least_kg !== null && r.prev_least_kg !== null && r.least_kg < r.prev_least_kg)
        records.push({ exercise: r.name, value: `${r.least_kg} kg assistance`, weightKg: r.least_kg });
    } else if (r.kg !== null && r.prev_kg !== null && r.kg > r.prev_kg)
      records.push({ exercise: r.name, value: `${r.kg} kg`, weightKg: r.kg });
    if (r.km !== null && r.prev_km !== null && r.km > r.prev_km)
      records.push({ exercise: r.name, value: `${r.km} km`, distanceKm: r.km });
  }
  return records;
}

/**
 * Shares the workout as a post through the posts domain's insert (its feed, likes and comments take
 * it from there). One post per workout: with the log's lock held, an existing share answers null.
 */
export async function insertWorkoutPost(
  pool: pg.Pool,
  userId: number,
  post: { content: string; audience: PrivacyChoice; workout: WorkoutShareSummary },
): Promise<number | null> {
  return transaction(pool, async (tx) => {
    await tx.query('select pg_advisory_xact_lock(4007, $1)', [post.workout.logId]);
    const { rows } = await tx.query<{ shared: boolean }>(
      `select exists (select 1 from posts where user_id = $1 and (workout ->> 'logId')::int = $2) as shared`,
      [userId, post.workout.logId],
    );
    if (rows[0].shared) return null;
    return insertPost(tx, {
      userId,
      content: post.content,
      image: null,
      video: null,
      location: null,
      placeLat: null,
      placeLng: null,
      audience: post.audience,
      workout: post.workout,
    });
  });
}
