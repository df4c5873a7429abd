import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/pool';
import { buildUser } from '../../test/factories';
import { buildLog, exerciseIdOf, loadWorkoutLibrary } from '../../test/factories/workouts';
import { seededRandom } from '../../test/seeded-random';
import { useTestApp } from '../../test/test-app';
import { activityItemsSql, RECORD_ITEMS, workoutItemsSql } from './items-sql';

// RECORD_ITEMS reads a member's records in one pass (running best over their history). It must
// count exactly what the rule it replaced counted: the rule as first written, a subquery per
// session against every earlier one (quadratic in an exercise's sessions), is kept here as the
// oracle and compared on histories made to be awkward: sessions on the same day, equal weights
// and times, first sessions with nothing to count, warm-ups, sets of no reps or no weight, an
// exercise twice in a log, activities of no known sport, efforts at the same instant.
const ctx = useTestApp();

const ORACLE = `
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

/** Every item of the member with its records, in one order. */
async function recordsBy(db: Queryable, items: string, userId: number) {
  const { rows } = await db.query<{ activity_id: string | null; workout_log_id: number | null; records: string }>(
    `select activity_id, workout_log_id, records::text from (${items}) i order by workout_log_id, activity_id`,
    [userId],
  );
  return rows;
}

/** An activity of the member with its best efforts (seconds by distance), as an import stores them. */
async function buildActivity(
  db: Queryable,
  userId: number,
  a: { sport: string | null; startedAt: string; efforts: [distanceM: number, seconds: number][] },
): Promise<number> {
  const key = `${randomUUID()}.gpx`;
  await db.query(`insert into media (key, user_id, kind, content_type, bytes) values ($1, $2, 'activity', 'x', 1)`, [
    key,
    userId,
  ]);
  const { rows } = await db.query<{ id: number }>(
    `insert into activities (user_id, sport, title, visibility, format, file_key, file_name, content_hash, started_at,
       distance_m, elapsed_s, moving_s, has_gps, point_count)
     values ($1, $2, 'Activity', 'public', 'gpx', $3, 'a.gpx', $4, $5, 5000, 1800, 1800, true, 2) returning id`,
    [userId, a.sport, key, Buffer.from(key), a.startedAt],
  );
  for (const [distanceM, seconds] of a.efforts) {
    await db.query(
      `insert into activity_best_efforts (activity_id, user_id, distance_m, seconds, start_m, end_m)
       values ($1, $2, $3, $4, 0, $5)`,
      [rows[0].id, userId, distanceM, seconds, distanceM],
    );
  }
  return rows[0].id;
}

/**
 * The rows the plan of `items` passes from node to node for the member, summed over each node's
 * loops (EXPLAIN ANALYZE): the work, counted as the database counts it, not timed.
 */
async function rowsWorked(db: Queryable, items: string, userId: number): Promise<number> {
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(
    `explain (analyze, format json) select * from (${items.replaceAll('$1', String(userId))}) i`,
  );
  const plan = rows[0]['QUERY PLAN'];
  type PlanNode = { 'Actual Rows': number; 'Actual Loops': number; Plans?: PlanNode[] };
  const sum = (n: PlanNode): number =>
    n['Actual Rows'] * n['Actual Loops'] + (n.Plans ?? []).reduce((total, child) => total + sum(child), 0);
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  return sum(parsed[0].Plan);
}

describe('the records of a member’s items', () => {
  it('are those the rule counted session by session, on histories made to be awkward', async () => {
    await loadWorkoutLibrary(ctx.db);
    const exercises = await Promise.all(['Bench Press', 'Deadlift', 'Back Squat'].map((n) => exerciseIdOf(ctx.db, n)));
    const seed = Number(process.env.RECORD_ITEMS_SEED ?? Date.now() % 1_000_000);
    const rnd = seededRandom(seed);
    let recordsSeen = 0;
    for (let member = 0; member < 4; member += 1) {
      const { id: userId } = await buildUser(ctx.db);
      // Few days and few weights: many sessions on one day, many equal sets.
      for (let n = 0; n < 60; n += 1) {
        const inLog = Array.from({ length: 1 + Math.floor(rnd.next() * 3) }, () => ({
          exerciseId: rnd.pick(exercises),
          sets: Array.from({ length: Math.floor(rnd.next() * 4) }, () => ({
            kind: rnd.pick(['normal', 'normal', 'warmup', 'dropset'] as const),
            reps: rnd.pick([undefined, 0, 1, 5, 8]),
            weightKg: rnd.pick([undefined, 0, 20, 40, 40, 60, 80]),
          })),
        }));
        await buildLog(ctx.db, userId, {
          date: `2026-03-${String(1 + Math.floor(rnd.next() * 8)).padStart(2, '0')}`,
          exercises: inLog,
        });
      }
      for (let n = 0; n < 40; n += 1) {
        await buildActivity(ctx.db, userId, {
          sport: rnd.pick([null, 'run', 'run', 'ride']),
          startedAt: `2026-03-0${1 + Math.floor(rnd.next() * 5)}T0${Math.floor(rnd.next() * 3)}:00:00Z`,
          efforts: [1000, 5000]
            .filter(() => rnd.next() < 0.8)
            .map((d) => [d, rnd.pick([200, 240, 240, 300]) * (d / 1000)]),
        });
      }
      const oracle = await recordsBy(ctx.db, ORACLE, userId);
      expect(await recordsBy(ctx.db, RECORD_ITEMS, userId), `seed ${seed}, member ${member}`).toEqual(oracle);
      recordsSeen += oracle.reduce((sum, r) => sum + Number(r.records), 0);
    }
    expect(recordsSeen, `seed ${seed}: histories with records`).toBeGreaterThan(0);
  });

  it('count a heavier set after an exercise’s first session, and a faster effort after the first', async () => {
    await loadWorkoutLibrary(ctx.db);
    const bench = await exerciseIdOf(ctx.db, 'Bench Press');
    const { id: userId } = await buildUser(ctx.db);
    const log = (date: string, sets: { kind?: 'warmup'; reps?: number; weightKg?: number }[]) =>
      buildLog(ctx.db, userId, { date, exercises: [{ exerciseId: bench, sets }] });
    // Logged out of order: the day decides what came first, then the log.
    const third = await log('2026-03-03', [{ reps: 5, weightKg: 60 }]); // heavier than 50: a record
    const first = await log('2026-03-01', [{ kind: 'warmup', reps: 5, weightKg: 100 }]); // nothing to beat
    const second = await log('2026-03-02', [{ reps: 5, weightKg: 50 }]); // a warm-up beaten: a record
    const sameDay = await log('2026-03-03', [{ reps: 5, weightKg: 60 }]); // equals 60: none
    const noReps = await log('2026-03-04', [{ reps: 0, weightKg: 90 }]); // no reps: none
    const run = (startedAt: string, sport: string | null, seconds: number) =>
      buildActivity(ctx.db, userId, { sport, startedAt, efforts: [[1000, seconds]] });
    const firstRun = await run('2026-03-01T07:00:00Z', 'run', 300); // nothing to beat
    const tie = await run('2026-03-01T07:00:00Z', 'run', 280); // same instant, later id: a record
    const equal = await run('2026-03-02T07:00:00Z', 'run', 280); // equal time: none
    const unknown = await run('2026-03-03T07:00:00Z', null, 100); // no sport: none
    const ride = await run('2026-03-04T07:00:00Z', 'ride', 150); // a first ride: none
    const rows = await recordsBy(ctx.db, RECORD_ITEMS, userId);
    const records = (key: 'activity_id' | 'workout_log_id', id: number) =>
      Number(rows.find((r) => Number(r[key]) === id)?.records);
    expect([first, second, third, sameDay, noReps].map((id) => records('workout_log_id', id))).toEqual([0, 1, 1, 0, 0]);
    expect([firstRun, tie, equal, unknown, ride].map((id) => records('activity_id', id))).toEqual([0, 1, 0, 0, 0]);
    expect(rows).toEqual(await recordsBy(ctx.db, ORACLE, userId));
  });

  it('are read in work that grows with the history, not with its square', async () => {
    await loadWorkoutLibrary(ctx.db);
    const bench = await exerciseIdOf(ctx.db, 'Bench Press');
    /** A member with `n` bench sessions and `n` runs, each heavier or faster than the one before. */
    const history = async (n: number) => {
      const { id: userId } = await buildUser(ctx.db);
      for (let i = 0; i < n; i += 1) {
        const date = new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
        await buildLog(ctx.db, userId, {
          date,
          exercises: [{ exerciseId: bench, sets: [{ reps: 5, weightKg: 20 + i }] }],
        });
        await buildActivity(ctx.db, userId, {
          sport: 'run',
          startedAt: `${date}T07:00:00Z`,
          efforts: [[1000, 400 - i]],
        });
      }
      return userId;
    };
    const [small, large] = [await history(20), await history(160)];
    const ratio = (await rowsWorked(ctx.db, RECORD_ITEMS, large)) / (await rowsWorked(ctx.db, RECORD_ITEMS, small));
    // Eight times the history: about eight times the work (session by session: up to 64 times).
    const oracleRatio = (await rowsWorked(ctx.db, ORACLE, large)) / (await rowsWorked(ctx.db, ORACLE, small));
    console.info(
      `records read: 8x the history, ${ratio.toFixed(1)}x the rows (session by session: ${oracleRatio.toFixed(1)}x)`,
    );
    expect(ratio).toBeLessThan(12);
  });
});
