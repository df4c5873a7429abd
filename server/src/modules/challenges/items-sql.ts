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
 * The activities of member `$1` that set personal records, with how many: a best effort (1 km,
 * 5 km...) faster than every earlier one of that sport at that distance (a ride's kilometre is no
 * running record, nor the other way round). A first effort beats nothing, so it is no record; an
 * activity of no known sport is compared with nothing. One pass: each effort meets the best time
 * before it as a running minimum over the efforts ordered by start (an activity has one effort
 * per distance, so the frame's earlier rows are exactly the earlier activities).
 */
const ACTIVITY_RECORDS = `
  select efforts.activity_id, count(*) as records from (
    select e.activity_id, e.seconds, min(e.seconds) over earlier as best_before
    from activity_best_efforts e join activities a on a.id = e.activity_id
    where e.user_id = $1 and a.sport is not null
    window earlier as (partition by e.distance_m, a.sport order by a.started_at, a.id
                       rows between unbounded preceding and 1 preceding)
  ) efforts
  where efforts.seconds < efforts.best_before
  group by efforts.activity_id`;

/**
 * The workout logs of member `$1` that set personal records, with how many: an exercise's working
 * set heavier than every earlier working set of that exercise (warm-ups and sets of no reps left
 * out; a set of 0 kg is no record). The exercise's first session, even one with no such set, is
 * the one with nothing to beat. One pass: the member's sessions (a log's sets of one exercise)
 * each meet the heaviest before them as a running maximum over the sessions ordered by day and
 * log (a log is one day, so the frame's earlier rows are exactly the earlier sessions).
 */
const WORKOUT_RECORDS = `
  select ranked.log_id, count(*) as records from (
    select sessions.log_id, sessions.top,
      count(*) over earlier as sessions_before, max(sessions.top) over earlier as heaviest_before
    from (
      select le.log_id, le.exercise_id, l.performed_on, max(s.weight_kg) as top
      from workout_log_exercises le join workout_logs l on l.id = le.log_id
      left join workout_log_sets s on s.log_exercise_id = le.id and s.kind <> 'warmup' and coalesce(s.reps, 0) > 0
      where le.user_id = $1
      group by le.log_id, le.exercise_id, l.performed_on
    ) sessions
    window earlier as (partition by sessions.exercise_id order by sessions.performed_on, sessions.log_id
                       rows between unbounded preceding and 1 preceding)
  ) ranked
  where ranked.sessions_before > 0 and ranked.top > coalesce(ranked.heaviest_before, 0)
  group by ranked.log_id`;

/**
 * Each of the member `$1`'s items with the personal records it set (ACTIVITY_RECORDS,
 * WORKOUT_RECORDS). Recounted for the whole member when any of their items changes (an earlier
 * one can make a later one a record, or not), in time that grows with the history's size, not
 * its square (docs/perf/challenges.md).
 */
export const RECORD_ITEMS = `
  select i.*, coalesce(ar.records, wr.records, 0)::numeric as records from (
    ${activityItemsSql('a.user_id = $1')}
    union all
    ${workoutItemsSql('w.user_id = $1')}
  ) i
  left join (${ACTIVITY_RECORDS}) ar on ar.activity_id = i.activity_id
  left join (${WORKOUT_RECORDS}) wr on wr.log_id = i.workout_log_id`;
