import { EXERCISE_LIMITS, EXERCISE_MESSAGES as X } from '@common/exercises-texts';
import type { Progression } from '@common/schemas/coach';
import { MAX_OWN_EXERCISES } from '@common/schemas/workout-exercises';
import type { CreatePlanBody } from '@common/schemas/workouts';
import { WORKOUT_MESSAGES } from '@common/workouts-texts';
import type pg from 'pg';
import type { Queryable } from '../../db/pool';
import { conflict } from '../../lib/http-errors';

// Writes of plans and their schedule. Callers run them inside one transaction.

type PlanFields = Omit<CreatePlanBody, 'schedule' | 'isActive' | 'curated'>;
type Schedule = CreatePlanBody['schedule'];

/**
 * Serialises a member's plan activations: with the lock held, switching the active plan (one
 * update off, one on) never meets a concurrent switch on the one-active-plan unique index.
 */
export async function lockMemberPlans(tx: pg.PoolClient, userId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(4006, $1)', [userId]);
}

/** The plan's own columns, in the order both statements below list them. */
function planColumns(f: PlanFields) {
  return [f.name, f.description, f.level, f.goal, f.frequency, f.durationWeeks, f.minutesPerSession ?? null];
}

export async function insertPlan(
  tx: Queryable,
  ownerId: number | null,
  fields: PlanFields & { curated: boolean },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into workout_plans (user_id, name, description, level, goal, frequency, duration_weeks,
       minutes_per_session, curated)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [ownerId, ...planColumns(fields), fields.curated],
  );
  return rows[0].id;
}

export async function updatePlanFields(tx: Queryable, planId: number, fields: PlanFields): Promise<void> {
  await tx.query(
    `update workout_plans set name = $2, description = $3, level = $4, goal = $5, frequency = $6,
       duration_weeks = $7, minutes_per_session = $8, updated_at = now()
     where id = $1`,
    [planId, ...planColumns(fields)],
  );
}

/** Replaces a plan's schedule: days with one insert, their exercises with another. */
export async function replaceSchedule(tx: Queryable, planId: number, schedule: Schedule): Promise<void> {
  await tx.query('delete from workout_plan_days where plan_id = $1', [planId]);
  const { rows: days } = await tx.query<{ id: number; weekday: number }>(
    `insert into workout_plan_days (plan_id, weekday, title)
     select $1, weekday, title from unnest($2::smallint[], $3::text[]) as t(weekday, title)
     returning id, weekday`,
    [planId, schedule.map((d) => d.weekday), schedule.map((d) => d.title ?? null)],
  );
  const dayIdOf = new Map(days.map((d) => [d.weekday, d.id]));
  const rows = schedule.flatMap((day) =>
    day.exercises.map((e, position) => ({ dayId: dayIdOf.get(day.weekday)!, position, ...e })),
  );
  await tx.query(
    `insert into workout_plan_exercises (day_id, position, exercise_id, sets, reps, weight_kg, duration_seconds,
       distance_km, progression, rep_range_min, rep_range_max, progression_reps, target_rpe)
     select * from unnest($1::int[], $2::smallint[], $3::int[], $4::smallint[], $5::smallint[], $6::numeric[],
       $7::int[], $8::numeric[], $9::text[], $10::smallint[], $11::smallint[], $12::smallint[], $13::numeric[])`,
    [
      rows.map((r) => r.dayId),
      rows.map((r) => r.position),
      rows.map((r) => r.exerciseId),
      rows.map((r) => r.sets),
      rows.map((r) => r.reps ?? null),
      rows.map((r) => r.weightKg ?? null),
      rows.map((r) => r.durationSeconds ?? null),
      rows.map((r) => r.distanceKm ?? null),
      ...progressionColumns(rows.map((r) => r.progression ?? null)),
    ],
  );
}

/** The coach's scheme of each plan exercise (issue 33) as migration 0160's five columns. */
export function progressionColumns(list: (Progression | null)[]) {
  return [
    list.map((p) => p?.scheme ?? null),
    list.map((p) => (p?.scheme === 'double' ? p.min : null)),
    list.map((p) => (p?.scheme === 'double' ? p.max : null)),
    list.map((p) => (p && p.scheme !== 'double' ? p.reps : null)),
    list.map((p) => (p?.scheme === 'rpe' ? p.rpe : null)),
  ];
}

/**
 * Sets the coach's scheme of `exerciseId` in the plan (the exercise page's "Use for {day} in
 * {plan}"): only the entry on `weekday`, the day the suggestion was for (the same exercise on
 * another day keeps its own scheme: 3 × 10 on Monday and 5 × 5 on Wednesday are different work);
 * without a weekday, every entry of the exercise. Answers how many entries changed (0: not there).
 */
export async function setPlanProgression(
  db: Queryable,
  planId: number,
  exerciseId: number,
  progression: Progression | null,
  weekday: number | null = null,
): Promise<number> {
  const [scheme, min, max, reps, rpe] = progressionColumns([progression]).map((c) => c[0]);
  const { rowCount } = await db.query(
    `update workout_plan_exercises pe set progression = $3, rep_range_min = $4, rep_range_max = $5,
       progression_reps = $6, target_rpe = $7
     from workout_plan_days d
     where d.id = pe.day_id and d.plan_id = $1 and pe.exercise_id = $2 and ($8::smallint is null or d.weekday = $8)`,
    [planId, exerciseId, scheme, min, max, reps, rpe, weekday],
  );
  return rowCount ?? 0;
}

/**
 * Makes the plan the member's active one (the others stop being active); its planned workouts
 * start on `today`. A plan already active keeps its start date. Hold lockMemberPlans first.
 */
export async function activatePlan(tx: Queryable, userId: number, planId: number, today: string): Promise<void> {
  await tx.query(
    'update workout_plans set is_active = false, started_on = null where user_id = $1 and is_active and id <> $2',
    [userId, planId],
  );
  await tx.query(
    `update workout_plans set is_active = true, started_on = case when is_active then started_on else $2::date end
     where id = $1`,
    [planId, today],
  );
}

export async function deactivatePlan(tx: Queryable, planId: number): Promise<void> {
  await tx.query('update workout_plans set is_active = false, started_on = null where id = $1', [planId]);
}

export async function deletePlan(db: Queryable, planId: number): Promise<void> {
  await db.query('delete from workout_plans where id = $1', [planId]);
}

/** What makes two own exercises of one name the same exercise (D13): what a set records, on what. */
interface ExerciseKind {
  equipment: string;
  logging_type: string;
}

const sameKind = (a: ExerciseKind, b: ExerciseKind) => a.equipment === b.equipment && a.logging_type === b.logging_type;

/** `name`, then "name (2)", "name (3)"...: the name shortened so the number fits the limit. */
export function numberedName(name: string, n: number): string {
  if (n === 1) return name;
  const suffix = ` (${n})`;
  return `${name.slice(0, EXERCISE_LIMITS.nameMax - suffix.length).trimEnd()}${suffix}`;
}

/**
 * Copies the source plan's schedule into the member's library terms: exercises that belong to
 * another member become this member's own, so the copy only uses exercises its owner can see.
 * The member's exercise of that name (any case) is used only when it is the same kind, the same
 * logging type and equipment: another member's loaded "Sled" (weight and reps) is not the
 * member's cardio "sled", and their sets must not land on it (decision D13). Otherwise the copy
 * gets its own exercise under the first numbered name that is free or already that kind ("Sled
 * (2)"), so copying the plan again reuses it. Refuses (409) what would take the member over
 * MAX_OWN_EXERCISES, with the message adding one by hand gives.
 */
export async function copyScheduleFor(tx: Queryable, userId: number, schedule: Schedule, sourceOwner: number | null) {
  if (sourceOwner === userId) return schedule;
  const ids = [...new Set(schedule.flatMap((d) => d.exercises.map((e) => e.exerciseId)))];
  const { rows: foreign } = await tx.query<ExerciseKind & { id: number; name: string }>(
    `select id, name, equipment, logging_type from exercises
     where id = any($1::int[]) and user_id is not null and user_id <> $2 order by id`,
    [ids, userId],
  );
  if (foreign.length === 0) return schedule;
  const { rows: own } = await tx.query<ExerciseKind & { id: number; name: string }>(
    'select id, name, equipment, logging_type from exercises where user_id = $1',
    [userId],
  );
  // The member's names (lower case, as the unique index compares them), with those this copy adds.
  const byName = new Map<string, ExerciseKind & { id: number | null }>(own.map((e) => [e.name.toLowerCase(), e]));
  const targetOf = new Map<number, string>();
  const creates: { sourceId: number; name: string }[] = [];
  for (const src of foreign) {
    for (let n = 1; ; n++) {
      const name = numberedName(src.name, n);
      const key = name.toLowerCase();
      const mine = byName.get(key);
      if (mine && !sameKind(mine, src)) continue;
      if (!mine) {
        byName.set(key, { id: null, equipment: src.equipment, logging_type: src.logging_type });
        creates.push({ sourceId: src.id, name });
      }
      targetOf.set(src.id, key);
      break;
    }
  }
  if (own.length + creates.length > MAX_OWN_EXERCISES) throw conflict(X.ownExercisesMax(MAX_OWN_EXERCISES));
  if (creates.length > 0) {
    const { rows: created } = await tx.query<{ id: number; name: string }>(
      `insert into exercises (user_id, name, muscle_group, equipment, category, logging_type, primary_muscles,
         secondary_muscles)
       select $1, t.name, src.muscle_group, src.equipment, src.category, src.logging_type, src.primary_muscles,
         src.secondary_muscles
       from unnest($2::int[], $3::text[]) as t(source_id, name) join exercises src on src.id = t.source_id
       on conflict (user_id, lower(name)) where user_id is not null do nothing
       returning id, name`,
      [userId, creates.map((c) => c.sourceId), creates.map((c) => c.name)],
    );
    // A name taken since it was read (the member adding an exercise at this very moment): refuse
    // rather than guess what the other exercise is.
    if (created.length < creates.length) throw conflict(WORKOUT_MESSAGES.exerciseNameTaken);
    for (const c of created) byName.get(c.name.toLowerCase())!.id = c.id;
  }
  const idOf = (exerciseId: number) => {
    const key = targetOf.get(exerciseId);
    return key === undefined ? exerciseId : byName.get(key)!.id!;
  };
  return schedule.map((day) => ({
    ...day,
    exercises: day.exercises.map((e) => ({ ...e, exerciseId: idOf(e.exerciseId) })),
  }));
}
