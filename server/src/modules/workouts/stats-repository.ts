import type { Equipment, LoggingType } from '@common/exercises/vocab';
import type { ExerciseCategory } from '@common/fitness/calories';
import type { Queryable } from '../../db/pool';

export interface RecordRow {
  exercise_id: number;
  exercise: string;
  category: ExerciseCategory;
  equipment: Equipment;
  logging_type: LoggingType;
  sessions: number;
  last_performed: string;
  heaviest_weight_kg: number | null;
  heaviest_weight_on: string | null;
  best_one_rep_max_kg: number | null;
  most_reps: number | null;
  longest_distance_km: number | null;
  longest_duration_seconds: number | null;
  fastest_pace: number | null;
}

/**
 * Personal records per exercise (each equipment variant its own exercise, so a machine and a
 * dumbbell lateral raise never share one), from every set the member logged. Every join is limited
 * to the member's rows (workout_log_sets_user_id_idx, workout_log_exercises_user_exercise_date_idx,
 * workout_logs_user_date_idx), so the cost follows their own history, not the table's. One pass
 * over the sets, no sort per group: the date of the best load rides along in an array max or min
 * (load first, then the earliest date). The best load is the heaviest, except for assisted
 * exercises, where less assistance is better (common/exercises/records.ts says the same for one
 * exercise). The one-rep max is Epley's (common/fitness/one-rep-max.ts) on sets of 1 to 12 reps, a
 * single counting as its own maximum, and never below a weight lifted for one rep or more; only for
 * weight × reps exercises. Warm-up sets never count.
 */
// A load counts when it was lifted: a set logged with 0 reps lifted nothing (a timed set has no
// reps and counts), as the exercise page's records say (common/exercises/records.ts).
const LIFTED = '(s.reps is null or s.reps >= 1)';

export async function personalRecords(db: Queryable, userId: number): Promise<RecordRow[]> {
  const { rows } = await db.query<RecordRow>(
    `with per_set as (
       select le.exercise_id,
         max(s.weight_kg) filter (where s.weight_kg > 0 and ${LIFTED}) as heaviest_weight_kg,
         max(array[s.weight_kg, ('2100-01-01'::date - l.performed_on)::numeric]) filter (where s.weight_kg > 0 and ${LIFTED})
           as heaviest_at,
         min(array[s.weight_kg, (l.performed_on - '1900-01-01'::date)::numeric])
           filter (where s.weight_kg >= 0 and s.reps > 0) as least_at,
         greatest(
           max(s.weight_kg * (1 + s.reps / 30.0)) filter (where s.weight_kg > 0 and s.reps between 2 and 12),
           max(s.weight_kg) filter (where s.weight_kg > 0 and s.reps >= 1)) as best_one_rep_max_kg,
         max(s.reps) filter (where s.reps > 0) as most_reps,
         max(s.distance_km) as longest_distance_km,
         max(s.duration_seconds) as longest_duration_seconds,
         min(s.duration_seconds / s.distance_km) filter (where s.distance_km > 0 and s.duration_seconds > 0)
           as fastest_pace
       from workout_log_sets s
       join workout_log_exercises le on le.id = s.log_exercise_id and le.user_id = $1
       join workout_logs l on l.id = le.log_id and l.user_id = $1
       where s.user_id = $1 and s.kind <> 'warmup'
       group by le.exercise_id
     ), per_log as (
       select le.exercise_id, count(distinct le.log_id) as sessions, max(l.performed_on) as last_performed
       from workout_log_exercises le join workout_logs l on l.id = le.log_id and l.user_id = $1
       where le.user_id = $1
       group by le.exercise_id
     )
     select p.exercise_id, e.name as exercise, e.category, e.equipment, e.logging_type, p.sessions,
       p.last_performed::text as last_performed,
       case when e.logging_type = 'assisted_bodyweight' then s.least_at[1] else s.heaviest_weight_kg end
         as heaviest_weight_kg,
       case when e.logging_type = 'assisted_bodyweight' then ('1900-01-01'::date + s.least_at[2]::int)::text
         else ('2100-01-01'::date - s.heaviest_at[2]::int)::text end as heaviest_weight_on,
       case when e.logging_type = 'weight_reps' then s.best_one_rep_max_kg end as best_one_rep_max_kg,
       s.most_reps, s.longest_distance_km, s.longest_duration_seconds, s.fastest_pace
     from per_log p join per_set s on s.exercise_id = p.exercise_id join exercises e on e.id = p.exercise_id
     order by p.last_performed desc, e.name`,
    [userId],
  );
  return rows;
}

/**
 * Workouts, minutes and volume (reps x kg, warm-ups left out) per Monday-to-Sunday week between two dates. Weeks
 * without a workout are absent; the caller fills them.
 */
export async function weeklyProgress(db: Queryable, userId: number, from: string, to: string) {
  const { rows } = await db.query<{ week_start: string; workouts: number; minutes: number; volume_kg: number }>(
    `with logs as (
       select id, performed_on, duration_minutes from workout_logs
       where user_id = $1 and performed_on between $2::date and $3::date
     ), volume as (
       select le.log_id, sum(coalesce(s.reps, 0) * coalesce(s.weight_kg, 0)) as kg
       from workout_log_exercises le join workout_log_sets s on s.log_exercise_id = le.id
       where le.log_id in (select id from logs) and s.kind <> 'warmup'
       group by le.log_id
     )
     select (logs.performed_on - (extract(isodow from logs.performed_on)::int - 1))::text as week_start,
       count(*) as workouts, sum(logs.duration_minutes) as minutes, coalesce(sum(volume.kg), 0) as volume_kg
     from logs left join volume on volume.log_id = logs.id
     group by 1 order by 1`,
    [userId, from, to],
  );
  return rows;
}

/** The date of the member's first logged workout (the last entry of workout_logs_user_date_idx), or null. */
export async function firstLogDate(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ first: string | null }>(
    'select min(performed_on)::text as first from workout_logs where user_id = $1',
    [userId],
  );
  return rows[0].first;
}

/** Logged workouts per date in a range (workout_logs_user_date_idx). */
export async function logsByDate(db: Queryable, userId: number, from: string, to: string) {
  const { rows } = await db.query<{
    date: string;
    logs: { id: number; title: string; durationMinutes: number }[];
  }>(
    `select performed_on::text as date,
       json_agg(json_build_object('id', id, 'title', title, 'durationMinutes', duration_minutes) order by id) as logs
     from workout_logs where user_id = $1 and performed_on between $2::date and $3::date
     group by performed_on order by performed_on`,
    [userId, from, to],
  );
  return rows;
}

/** The active plan's days, for the calendar's planned workouts. */
export async function activePlanDays(db: Queryable, userId: number) {
  const { rows } = await db.query<{
    plan_id: number;
    plan_name: string;
    started_on: string | null;
    duration_weeks: number;
    weekday: number;
    title: string | null;
    exercise_count: number;
  }>(
    `select p.id as plan_id, p.name as plan_name, p.started_on::text as started_on, p.duration_weeks, d.weekday, d.title,
       (select count(*) from workout_plan_exercises pe where pe.day_id = d.id) as exercise_count
     from workout_plans p join workout_plan_days d on d.plan_id = p.id
     where p.user_id = $1 and p.is_active`,
    [userId],
  );
  return rows;
}
