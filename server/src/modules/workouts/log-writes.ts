import type { WorkoutLogBody } from '@common/schemas/workout-logs';
import type { Queryable } from '../../db/pool';
import type { ClientKey } from '../../lib/idempotency-key';

// Writes of a log and its exercises and sets. Callers run them inside one transaction.

export interface LogFields {
  title: string;
  date: string;
  planId: number | null;
  durationMinutes: number | null;
  notes: string | null;
  estimatedCalories: number | null;
  /** The rating of effort, 1-10 (issue 32); undefined keeps a log's rating on an update. */
  effort?: number | null;
}

export type { ClientKey };

export async function insertLog(tx: Queryable, userId: number, f: LogFields): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into workout_logs (user_id, plan_id, title, performed_on, duration_minutes, estimated_calories, notes,
       effort)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [userId, f.planId, f.title, f.date, f.durationMinutes, f.estimatedCalories, f.notes, f.effort ?? null],
  );
  return rows[0].id;
}

/**
 * Inserts a log under the member's idempotency key, or nothing (null) when a log with that key
 * exists. A concurrent request with the same key waits on workout_logs_user_client_key_idx until
 * the first commits, then stores nothing; if the first rolls back, it stores its own.
 */
export async function insertKeyedLog(
  tx: Queryable,
  userId: number,
  f: LogFields,
  c: ClientKey,
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into workout_logs (user_id, plan_id, title, performed_on, duration_minutes, estimated_calories, notes,
       client_key, client_request_hash, effort)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (user_id, client_key) where client_key is not null do nothing
     returning id`,
    [
      userId,
      f.planId,
      f.title,
      f.date,
      f.durationMinutes,
      f.estimatedCalories,
      f.notes,
      c.key,
      c.requestHash,
      f.effort ?? null,
    ],
  );
  return rows[0]?.id ?? null;
}

export async function updateLog(tx: Queryable, logId: number, f: LogFields): Promise<void> {
  await tx.query(
    `update workout_logs set plan_id = $2, title = $3, performed_on = $4, duration_minutes = $5,
       estimated_calories = $6, notes = $7, effort = case when $8 then $9 else effort end, updated_at = now()
     where id = $1`,
    [
      logId,
      f.planId,
      f.title,
      f.date,
      f.durationMinutes,
      f.estimatedCalories,
      f.notes,
      f.effort !== undefined,
      f.effort ?? null,
    ],
  );
}

/** A logged exercise as written: the log body's, plus the imported file's name for it. */
export type LogExerciseWrite = WorkoutLogBody['exercises'][number] & { sourceName?: string | null };

/**
 * Replaces the log's exercises and sets: one insert for the exercises, one for all their sets.
 * An edit keeps what the body does not carry: the file name an exercise was imported under (while
 * it stays the same exercise) and its notes when the body leaves them out.
 */
export async function replaceLogExercises(
  tx: Queryable,
  logId: number,
  userId: number,
  exercises: LogExerciseWrite[],
): Promise<void> {
  const { rows: before } = await tx.query<{ exercise_id: number; source_name: string | null; notes: string | null }>(
    `delete from workout_log_exercises where log_id = $1 returning exercise_id, source_name, notes`,
    [logId],
  );
  const kept = new Map(before.map((b) => [b.exercise_id, b]));
  const { rows: inserted } = await tx.query<{ id: number; position: number }>(
    `insert into workout_log_exercises (log_id, user_id, position, exercise_id, superset_group, source_name, notes)
     select $1, $2, position, exercise_id, superset_group, source_name, notes
     from unnest($3::smallint[], $4::int[], $5::smallint[], $6::text[], $7::text[])
       as t(position, exercise_id, superset_group, source_name, notes)
     returning id, position`,
    [
      logId,
      userId,
      exercises.map((_, i) => i),
      exercises.map((e) => e.exerciseId),
      exercises.map((e) => e.supersetGroup ?? null),
      exercises.map((e) => (e.sourceName !== undefined ? e.sourceName : (kept.get(e.exerciseId)?.source_name ?? null))),
      exercises.map((e) => (e.notes !== undefined ? e.notes : (kept.get(e.exerciseId)?.notes ?? null))),
    ],
  );
  const idAt = new Map(inserted.map((r) => [r.position, r.id]));
  const sets = exercises.flatMap((exercise, i) =>
    exercise.sets.map((set, position) => ({ logExerciseId: idAt.get(i)!, position, ...set })),
  );
  await tx.query(
    `insert into workout_log_sets (log_exercise_id, user_id, position, reps, weight_kg, duration_seconds, distance_km,
       kind, rpe, rir)
     select a, $1, b, c, d, e, f, g, h, i from unnest($2::int[], $3::smallint[], $4::smallint[], $5::numeric[], $6::int[],
       $7::numeric[], $8::text[], $9::numeric[], $10::smallint[]) as t(a, b, c, d, e, f, g, h, i)`,
    [
      userId,
      sets.map((s) => s.logExerciseId),
      sets.map((s) => s.position),
      sets.map((s) => s.reps ?? null),
      sets.map((s) => s.weightKg ?? null),
      sets.map((s) => s.durationSeconds ?? null),
      sets.map((s) => s.distanceKm ?? null),
      sets.map((s) => s.kind ?? 'normal'),
      sets.map((s) => s.rpe ?? null),
      sets.map((s) => s.rir ?? null),
    ],
  );
}

export async function deleteLog(db: Queryable, logId: number): Promise<void> {
  await db.query('delete from workout_logs where id = $1', [logId]);
}
