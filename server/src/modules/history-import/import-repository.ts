import type { ImportSource } from '@common/schemas/history-import';
import type { Queryable } from '../../db/pool';
import type { DraftSet } from './draft-types';

// The workouts an import adds, written set-based: one statement for all the logs, one for all
// their exercises, one for all their sets, whatever the file's size (as log-writes.ts does for
// one log). Ids of the new logs are drawn from their sequence first, so the exercises can name
// them without reading anything back per workout.

export interface ResolvedWorkout {
  startedAt: string;
  fingerprint: string;
  date: string;
  title: string;
  /** null: the file gives none (kept unknown, never made up). */
  durationMinutes: number | null;
  notes: string | null;
  estimatedCalories: number | null;
  exercises: {
    exerciseId: number;
    /** The file's name for it: the member can re-map that name later. */
    sourceName: string;
    notes: string | null;
    supersetGroup: number | null;
    sets: DraftSet[];
  }[];
}

export const importKey = (w: { startedAt: string; fingerprint: string }) => `${w.startedAt}|${w.fingerprint}`;

async function insertLogs(tx: Queryable, userId: number, workouts: ResolvedWorkout[]): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `select nextval(pg_get_serial_sequence('workout_logs', 'id'))::int as id from generate_series(1, $1)`,
    [workouts.length],
  );
  const ids = rows.map((r) => r.id);
  await tx.query(
    `insert into workout_logs (id, user_id, title, performed_on, duration_minutes, estimated_calories, notes)
     overriding system value
     select id, $1, title, d, m, c, notes
     from unnest($2::int[], $3::text[], $4::date[], $5::smallint[], $6::int[], $7::text[]) as t(id, title, d, m, c, notes)`,
    [
      userId,
      ids,
      workouts.map((w) => w.title),
      workouts.map((w) => w.date),
      workouts.map((w) => w.durationMinutes),
      workouts.map((w) => w.estimatedCalories),
      workouts.map((w) => w.notes),
    ],
  );
  return ids;
}

async function insertExercises(tx: Queryable, userId: number, logIds: number[], workouts: ResolvedWorkout[]) {
  const rows = workouts.flatMap((w, i) => w.exercises.map((e, position) => ({ logId: logIds[i], position, ...e })));
  const { rows: inserted } = await tx.query<{ id: number; log_id: number; position: number }>(
    `insert into workout_log_exercises (log_id, user_id, position, exercise_id, superset_group, source_name, notes)
     select l, $1, p, e, g, n, x
     from unnest($2::int[], $3::smallint[], $4::int[], $5::smallint[], $6::text[], $7::text[]) as t(l, p, e, g, n, x)
     returning id, log_id, position`,
    [
      userId,
      rows.map((r) => r.logId),
      rows.map((r) => r.position),
      rows.map((r) => r.exerciseId),
      rows.map((r) => r.supersetGroup),
      rows.map((r) => r.sourceName),
      rows.map((r) => r.notes),
    ],
  );
  const idOf = new Map(inserted.map((r) => [`${r.log_id}:${r.position}`, r.id]));
  return rows.map((r) => ({ id: idOf.get(`${r.logId}:${r.position}`)!, sets: r.sets }));
}

async function insertSets(tx: Queryable, userId: number, exercises: { id: number; sets: DraftSet[] }[]) {
  const sets = exercises.flatMap((e) => e.sets.map((s, position) => ({ exerciseId: e.id, position, ...s })));
  await tx.query(
    `insert into workout_log_sets (log_exercise_id, user_id, position, reps, weight_kg, duration_seconds, distance_km, kind,
       rpe, rir)
     select a, $1, b, c, d, e, f, g, h, i from unnest($2::int[], $3::smallint[], $4::smallint[], $5::numeric[], $6::int[],
       $7::numeric[], $8::text[], $9::numeric[], $10::smallint[]) as t(a, b, c, d, e, f, g, h, i)`,
    [
      userId,
      sets.map((s) => s.exerciseId),
      sets.map((s) => s.position),
      sets.map((s) => s.reps),
      sets.map((s) => s.weightKg),
      sets.map((s) => s.durationSeconds),
      sets.map((s) => s.distanceKm),
      sets.map((s) => s.kind),
      sets.map((s) => s.rpe),
      sets.map((s) => s.rir),
    ],
  );
  return sets.length;
}

/**
 * Writes the workouts and their re-import keys; the caller runs it in the import's transaction.
 * Answers the new logs' ids (for what follows the member's workouts) and how many sets.
 */
export async function writeImportedWorkouts(
  tx: Queryable,
  userId: number,
  source: ImportSource,
  workouts: ResolvedWorkout[],
  onStep: (done: number) => void,
): Promise<{ logIds: number[]; sets: number }> {
  if (workouts.length === 0) return { logIds: [], sets: 0 };
  const logIds = await insertLogs(tx, userId, workouts);
  onStep(1);
  const exercises = await insertExercises(tx, userId, logIds, workouts);
  onStep(2);
  const sets = await insertSets(tx, userId, exercises);
  onStep(3);
  await tx.query(
    `insert into history_import_workouts (log_id, user_id, source, started_at, fingerprint)
     select l, $1, $2, s, f from unnest($3::int[], $4::timestamp[], $5::text[]) as t(l, s, f)`,
    [userId, source, logIds, workouts.map((w) => w.startedAt), workouts.map((w) => w.fingerprint)],
  );
  onStep(4);
  return { logIds, sets };
}
