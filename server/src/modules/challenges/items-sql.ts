import { settingSql } from '../access';

// What counts (docs/decisions/0033-clubs-and-challenges.md), written once as SQL and used both by
// the incremental bookkeeping (standings.ts) and by the recomputation from scratch the property
// test compares it with.
//
// An item is an activity or a workout log, with what it measures: distance (km), moving time (s),
// one session, weight lifted (kg: weight x reps of working sets, warm-ups left out) and the
// personal records it set. `counted` says whether the challenge's audience may see it: a public
// activity; a workout log of a member whose workouts are public. Anything else counts in the
// owner's own view only.

/** Activities as items. `where` narrows them (an id, a member). */
export function activityItemsSql(where: string): string {
  return `select a.id as activity_id, null::integer as workout_log_id, a.user_id, a.sport::text as sport,
    a.started_at, null::date as day, a.visibility = 'public' as counted,
    coalesce(a.distance_m, 0)::numeric / 1000 as distance, a.moving_s::numeric as moving_time, 1::numeric as sessions,
    0::numeric as weight_lifted
  from activities a where ${where}`;
}

/** Whether the board's audience may see the workouts of member `userId` (a SQL boolean). */
export function workoutCountedSql(userId: string): string {
  return `(${settingSql('(select ws.workout_activity from user_settings ws where ws.user_id = ' + userId + ')', 'workoutActivity')} = 'public')`;
}

/** Workout logs as items (their sport is 'strength'); the day is the member's own (performed_on). */
export function workoutItemsSql(where: string): string {
  return `select null::bigint as activity_id, w.id as workout_log_id, w.user_id, 'strength'::text as sport,
    null::timestamptz as started_at, w.performed_on as day,
    ${workoutCountedSql('w.user_id')} as counted,
    coalesce((select sum(s.distance_km) from workout_log_sets s join workout_log_exercises e on e.id = s.log_exercise_id
              where e.log_id = w.id and s.kind <> 'warmup'), 0)::numeric as distance,
    (w.duration_minutes * 60)::numeric as moving_time, 1::numeric as sessions,
    coalesce((select sum(s.weight_kg * s.reps) from workout_log_sets s join workout_log_exercises e on e.id = s.log_exercise_id
              where e.log_id = w.id and s.kind <> 'warmup'), 0)::numeric as weight_lifted
  from workout_logs w where ${where}`;
}

/**
 * Whether item `i` falls in challenge `c` for participant `p`: the sport, and the day in the
 * participant's own time zone (a workout log's date is already the member's own day).
 */
export const ITEM_IN_CHALLENGE = `(c.sport = 'any' or c.sport = i.sport)
  and coalesce(i.day, (i.started_at at time zone p.time_zone)::date) between c.starts_on and c.ends_on`;

/** What item `i` adds to challenge `c` (records are counted by RECORD_ITEMS). */
export const ITEM_VALUE = `case c.metric when 'distance' then i.distance when 'moving_time' then i.moving_time
  when 'sessions' then i.sessions when 'weight_lifted' then i.weight_lifted else 0 end`;

/**
 * The personal records each of the member `$1`'s items set: a best effort (1 km, 5 km...) faster
 * than every earlier one of that sport at that distance (a ride's kilometre is no running record,
 * nor the other way round), or a working set heavier than every earlier one of that exercise. A
 * first effort beats nothing, so it is no record. Recounted for the whole member
 * when any of their items changes (an earlier one can make a later one a record, or not).
 */
export const RECORD_ITEMS = `
  select i.*, coalesce(r.records, 0)::numeric as records from (
    ${activityItemsSql('a.user_id = $1')}
    union all
    ${workoutItemsSql('w.user_id = $1')}
  ) i
  left join (
    select e.activity_id, null::integer as workout_log_id, count(*) as records
    from activity_best_efforts e join activities a on a.id = e.activity_id
    where e.user_id = $1 and exists (
      select 1 from activity_best_efforts x join activities xa on xa.id = x.activity_id
      where x.user_id = $1 and x.distance_m = e.distance_m and xa.sport = a.sport
        and (xa.started_at, xa.id) < (a.started_at, a.id)
    ) and not exists (
      select 1 from activity_best_efforts x join activities xa on xa.id = x.activity_id
      where x.user_id = $1 and x.distance_m = e.distance_m and xa.sport = a.sport
        and (xa.started_at, xa.id) < (a.started_at, a.id) and x.seconds <= e.seconds
    )
    group by e.activity_id
    union all
    select null::bigint, best.log_id, count(*) from (
      select le.log_id, le.exercise_id, l.performed_on, max(s.weight_kg) as top
      from workout_log_exercises le join workout_logs l on l.id = le.log_id
      join workout_log_sets s on s.log_exercise_id = le.id
      where le.user_id = $1 and s.kind <> 'warmup' and s.weight_kg > 0 and coalesce(s.reps, 0) > 0
      group by le.log_id, le.exercise_id, l.performed_on
    ) best
    where exists (
      select 1 from workout_log_exercises pe join workout_logs pl on pl.id = pe.log_id
      where pe.user_id = $1 and pe.exercise_id = best.exercise_id and (pl.performed_on, pl.id) < (best.performed_on, best.log_id)
    ) and best.top > (
      select coalesce(max(ps.weight_kg), 0) from workout_log_exercises pe join workout_logs pl on pl.id = pe.log_id
      join workout_log_sets ps on ps.log_exercise_id = pe.id
      where pe.user_id = $1 and pe.exercise_id = best.exercise_id and ps.kind <> 'warmup'
        and coalesce(ps.reps, 0) > 0 and (pl.performed_on, pl.id) < (best.performed_on, best.log_id)
    )
    group by best.log_id
  ) r on r.activity_id is not distinct from i.activity_id and r.workout_log_id is not distinct from i.workout_log_id`;
