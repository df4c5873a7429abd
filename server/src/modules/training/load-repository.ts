import type { Queryable } from '../../db/pool';
import type { ActivityTrainingRow } from './activity-training-repository';

// Every session of a member up to the end of a range: the fitness average runs from their first
// loaded day, so a range's first day carries everything before it. Two queries, one per kind.

export interface ActivitySessionRow extends Pick<ActivityTrainingRow, 'hr_bpm' | 'hr_seconds' | 'effort'> {
  id: string;
  title: string;
  day: string;
  /** Null for a file of one instant: unknown, so no load from minutes. */
  moving_s: number | null;
  avg_heart_rate: number | null;
}

/** The member's activities started up to the end of `to` in `tz` (activities_user_started_idx). */
export async function activitySessions(db: Queryable, userId: number, to: string, tz: string) {
  const { rows } = await db.query<ActivitySessionRow>(
    `select a.id, a.title, (a.started_at at time zone $2)::date::text as day, a.moving_s, a.avg_heart_rate,
       t.hr_bpm, t.hr_seconds, t.effort
     from activities a left join activity_training t on t.activity_id = a.id
     where a.user_id = $1 and a.started_at < (($3::date + 1)::timestamp at time zone $2)
     order by a.started_at desc, a.id desc`,
    [userId, tz, to],
  );
  return rows;
}

export interface WorkoutSessionRow {
  id: number;
  title: string;
  day: string;
  duration_minutes: number | null;
  effort: number | null;
}

/** The member's workout logs up to `to` (workout_logs_user_date_idx). */
export async function workoutSessions(db: Queryable, userId: number, to: string) {
  const { rows } = await db.query<WorkoutSessionRow>(
    `select id, title, performed_on::text as day, duration_minutes, effort from workout_logs
     where user_id = $1 and performed_on <= $2::date
     order by performed_on desc, id desc`,
    [userId, to],
  );
  return rows;
}
