import type { LogExercise } from '@common/schemas/workout-logs';
import type { Queryable } from '../../db/pool';

export interface LogRow {
  id: number;
  user_id: number;
  plan_id: number | null;
  plan_name: string | null;
  title: string;
  performed_on: string;
  duration_minutes: number | null;
  estimated_calories: number | null;
  notes: string | null;
  effort: number | null;
  created_at: Date;
  exercises: LogExercise[];
}

// The log's exercises and their sets as JSON, built inside the same query (no query per log).
const EXERCISES_JSON = `coalesce((
    select json_agg(json_build_object('exerciseId', e.id, 'name', e.name, 'muscleGroup', e.muscle_group,
      'equipment', e.equipment, 'category', e.category, 'loggingType', e.logging_type, 'notes', le.notes,
      'supersetGroup', le.superset_group, 'sets', (
        select coalesce(json_agg(json_build_object('kind', s.kind, 'reps', s.reps, 'weightKg', s.weight_kg,
          'durationSeconds', s.duration_seconds, 'distanceKm', s.distance_km, 'rpe', s.rpe, 'rir', s.rir)
          order by s.position), '[]')
        from workout_log_sets s where s.log_exercise_id = le.id)) order by le.position)
    from workout_log_exercises le join exercises e on e.id = le.exercise_id
    where le.log_id = l.id), '[]') as exercises`;

const LOG_SELECT = `select l.id, l.user_id, l.plan_id, p.name as plan_name, l.title, l.performed_on::text as performed_on,
    l.duration_minutes, l.estimated_calories, l.notes, l.effort, l.created_at, ${EXERCISES_JSON}
  from workout_logs l left join workout_plans p on p.id = l.plan_id`;

export async function findLog(db: Queryable, id: number): Promise<LogRow | undefined> {
  const { rows } = await db.query<LogRow>(`${LOG_SELECT} where l.id = $1`, [id]);
  return rows[0];
}

/** The log a member stored under an idempotency key (workout_logs_user_client_key_idx). */
export async function findLogByClientKey(
  db: Queryable,
  userId: number,
  key: string,
): Promise<{ id: number; requestHash: string } | undefined> {
  const { rows } = await db.query<{ id: number; requestHash: string }>(
    `select id, client_request_hash as "requestHash" from workout_logs where user_id = $1 and client_key = $2`,
    [userId, key],
  );
  return rows[0];
}

/**
 * A member's logs, latest date first (workout_logs_user_date_idx). The cursor is the id of the last
 * log seen; the page continues after its (date, id) position.
 */
export async function listLogs(
  db: Queryable,
  userId: number,
  options: { limit: number; before?: number; from?: string; to?: string },
): Promise<LogRow[]> {
  const params: unknown[] = [userId];
  const conditions = ['l.user_id = $1'];
  if (options.from) conditions.push(`l.performed_on >= $${params.push(options.from)}::date`);
  if (options.to) conditions.push(`l.performed_on <= $${params.push(options.to)}::date`);
  if (options.before) {
    conditions.push(`(l.performed_on, l.id) < (select c.performed_on, c.id from workout_logs c
      where c.id = $${params.push(options.before)} and c.user_id = $1)`);
  }
  const { rows } = await db.query<LogRow>(
    `${LOG_SELECT} where ${conditions.join(' and ')} order by l.performed_on desc, l.id desc
     limit $${params.push(options.limit)}`,
    params,
  );
  return rows;
}
