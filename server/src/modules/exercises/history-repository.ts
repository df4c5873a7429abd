import type { LoggedSet } from '@common/exercises/records';
import type { ExerciseSession } from '@common/schemas/workout-exercises';
import type { Queryable } from '../../db/pool';

// What one member logged of one exercise. Every read starts from
// workout_log_exercises_user_exercise_date_idx (user, exercise, date desc, log desc, position), then
// reads each session's sets by their unique (log_exercise_id, position) index, so the cost follows
// this exercise's sessions, not the member's whole history.

/** Every set of the exercise, oldest first (warm-ups included: the callers leave them out). */
export async function loggedSets(db: Queryable, userId: number, exerciseId: number): Promise<LoggedSet[]> {
  const { rows } = await db.query<LoggedSet>(
    `select le.log_id as "logId", le.performed_on::text as date, s.kind, s.reps, s.weight_kg as "weightKg",
       s.duration_seconds as "durationSeconds", s.distance_km as "distanceKm"
     from workout_log_exercises le join workout_log_sets s on s.log_exercise_id = le.id
     where le.user_id = $1 and le.exercise_id = $2
     order by le.performed_on, le.log_id, le.position, s.position`,
    [userId, exerciseId],
  );
  return rows;
}

export async function sessionSummary(db: Queryable, userId: number, exerciseId: number) {
  const { rows } = await db.query<{ sessions: number; first: string | null; last: string | null }>(
    `select count(distinct log_id) as sessions, min(performed_on)::text as first, max(performed_on)::text as last
     from workout_log_exercises where user_id = $1 and exercise_id = $2`,
    [userId, exerciseId],
  );
  return rows[0];
}

/**
 * The member's sessions of the exercise, newest first, each with its sets; `before` is the id of
 * the last session seen (keyset on the index's (date, log, position) order).
 */
export async function exerciseSessions(
  db: Queryable,
  userId: number,
  exerciseId: number,
  page: { limit: number; before?: number },
): Promise<ExerciseSession[]> {
  const { rows } = await db.query<ExerciseSession>(
    `select le.id, le.log_id as "logId", le.performed_on::text as date, l.title, le.notes,
       (select coalesce(json_agg(json_build_object('kind', s.kind, 'reps', s.reps, 'weightKg', s.weight_kg,
          'durationSeconds', s.duration_seconds, 'distanceKm', s.distance_km) order by s.position), '[]')
        from workout_log_sets s where s.log_exercise_id = le.id) as sets
     from workout_log_exercises le join workout_logs l on l.id = le.log_id
     where le.user_id = $1 and le.exercise_id = $2
       and ($3::int is null or exists (
         select 1 from workout_log_exercises c where c.id = $3 and c.user_id = $1 and c.exercise_id = $2
           and ((le.performed_on, le.log_id) < (c.performed_on, c.log_id)
             or (le.performed_on = c.performed_on and le.log_id = c.log_id and le.position > c.position))))
     order by le.performed_on desc, le.log_id desc, le.position
     limit $4`,
    [userId, exerciseId, page.before ?? null, page.limit],
  );
  // json_build_object answers numeric columns as JSON numbers already; nothing to convert.
  return rows;
}

export async function findNote(db: Queryable, userId: number, exerciseId: number): Promise<string | null> {
  const { rows } = await db.query<{ body: string }>(
    'select body from exercise_notes where user_id = $1 and exercise_id = $2',
    [userId, exerciseId],
  );
  return rows[0]?.body ?? null;
}

/** Sets the member's note on an exercise; an empty body removes it. */
export async function saveNote(db: Queryable, userId: number, exerciseId: number, body: string): Promise<void> {
  if (!body) {
    await db.query('delete from exercise_notes where user_id = $1 and exercise_id = $2', [userId, exerciseId]);
    return;
  }
  await db.query(
    `insert into exercise_notes (user_id, exercise_id, body) values ($1, $2, $3)
     on conflict (user_id, exercise_id) do update set body = excluded.body, updated_at = now()`,
    [userId, exerciseId, body],
  );
}
