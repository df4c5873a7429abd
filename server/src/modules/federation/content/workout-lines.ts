import { bestSetOf } from '@common/fitness/share-summary';
import type { ShareSet, WorkoutShareSummary } from '@common/schemas/workout-share';
import type { UnitPreferences } from '@common/units';
import type { Queryable } from '../../../db/pool';
import { countAndBest, type ExerciseSets, exerciseLine } from './summary-line';

/**
 * The shared log's working sets, by exercise in order, read from the log itself: the post's
 * snapshot keeps only each exercise's best set, which cannot tell '3 × 5 at 100 kg' from three
 * different sets. Null when the log is gone or no longer has the snapshot's exercises (edited
 * since): the snapshot's own wording is used then.
 */
async function loggedSets(
  db: Queryable,
  workout: WorkoutShareSummary,
  authorId: number,
): Promise<ExerciseSets[] | null> {
  const { rows } = await db.query<{ position: number; name: string; sets: (ShareSet & { kind: string })[] }>(
    `select le.position, e.name, coalesce(json_agg(json_build_object('reps', s.reps, 'weightKg', s.weight_kg::float8,
       'durationSeconds', s.duration_seconds, 'distanceKm', s.distance_km::float8, 'kind', s.kind)
       order by s.position) filter (where s.id is not null), '[]') as sets
     from workout_log_exercises le join exercises e on e.id = le.exercise_id
     left join workout_log_sets s on s.log_exercise_id = le.id
     where le.log_id = $1 and le.user_id = $2
     group by le.position, e.name order by le.position`,
    [workout.logId, authorId],
  );
  const names = workout.exercises.map((e) => e.name);
  if (rows.length !== names.length || rows.some((r, i) => r.name !== names[i])) return null;
  return rows.map((r) => ({ name: r.name, sets: r.sets.filter((s) => s.kind !== 'warmup') }));
}

/** One line per exercise of the shared workout ('Bench Press 3 × 5 at 100 kg'). */
export async function workoutLines(
  db: Queryable,
  workout: WorkoutShareSummary,
  authorId: number,
  units: UnitPreferences,
): Promise<string[]> {
  const logged = await loggedSets(db, workout, authorId);
  return workout.exercises.map((e, i) => {
    const sets = logged?.[i].sets;
    if (sets) return exerciseLine({ name: e.name, sets }, units, bestSetOf(sets));
    // Without the log: the snapshot's set count (warm-ups included, as the post card shows it) and best set.
    return countAndBest(e.name, e.sets, e.bestSet ?? null, units);
  });
}
