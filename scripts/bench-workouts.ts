// npm run bench:workouts: times the workouts domain's list and figure queries on a large database.
// Creates a throwaway database on the PostgreSQL at BENCH_DATABASE_URL (default: the machine's test
// PostgreSQL), fills it with 1,000 members who logged 100 workouts each (12 sets a workout) plus one
// member with three years of daily logs, then runs each query 30 times and prints the median and p95.

import pg from 'pg';
import { addDays, utcIsoDate } from '../common/fitness/dates';
import { migrate } from '../server/src/db/migrate';
import { createPool } from '../server/src/db/pool';
import { findUserById } from '../server/src/modules/users/repository';
import { activityFigures } from '../server/src/modules/workouts/activity';
import { listLogs } from '../server/src/modules/workouts/log-repository';
import { listDiscoverablePlans, listMemberPlans } from '../server/src/modules/workouts/plan-repository';
import { loadWorkoutReferenceData } from '../server/src/modules/workouts/reference-data';
import { logsByDate, personalRecords, weeklyProgress } from '../server/src/modules/workouts/stats-repository';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const LOGS_EACH = Number(process.env.BENCH_LOGS ?? 100);
const name = `fc_bench_workouts_${process.pid}`;

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Members, a plan each, logs, their exercises and sets: all generated inside PostgreSQL. */
async function fill(db: pg.Pool, today: string) {
  await db.query(
    `insert into users (username, email, password_hash, name)
     select 'bench_' || i, 'bench_' || i || '@bench.local', 'x', 'Bench ' || i from generate_series(1, $1) i`,
    [MEMBERS + 1],
  );
  await db.query(`insert into user_settings (user_id) select id from users`);
  await db.query(`update user_settings set workout_activity = 'public' where user_id % 3 = 0`);
  await db.query(
    `insert into workout_plans (user_id, name, level, goal, frequency, duration_weeks, is_active, started_on)
     select id, 'Plan of ' || name, (array['beginner','intermediate','advanced'])[1 + id % 3],
       (array['strength','weight_loss','endurance','flexibility'])[1 + id % 4], 4, 12, true, $1::date - 60
     from users`,
    [today],
  );
  await db.query(`insert into workout_plan_days (plan_id, weekday, title)
    select p.id, d, 'Day ' || d from workout_plans p, unnest(array[1, 3, 5]) d where p.user_id is not null`);
  await db.query(`insert into workout_plan_exercises (day_id, position, exercise_id, sets, reps, weight_kg)
    select d.id, k, (select id from exercises where user_id is null order by id offset (d.id * 7 + k) % 100 limit 1), 3, 8, 50
    from workout_plan_days d join workout_plans p on p.id = d.plan_id and p.user_id is not null,
      generate_series(0, 2) k`);
  // Every member but the last: LOGS_EACH workouts spread over two years; the last one logs daily for three years.
  await db.query(
    `insert into workout_logs (user_id, title, performed_on, duration_minutes, estimated_calories)
     select u.id, 'Workout', $1::date - (n * 7 + u.id % 7) % 730, 45, 300
     from users u, generate_series(1, $2) n where u.id <= $3
     union all
     select $3 + 1, 'Daily', $1::date - n, 50, 350 from generate_series(0, 1094) n`,
    [today, LOGS_EACH, MEMBERS],
  );
  await db.query(`insert into workout_log_exercises (log_id, user_id, position, exercise_id)
    select l.id, l.user_id, k, (select id from exercises where user_id is null order by id offset (l.id + k * 13) % 100 limit 1)
    from workout_logs l, generate_series(0, 3) k`);
  await db.query(`insert into workout_log_sets (log_exercise_id, user_id, position, reps, weight_kg)
    select le.id, le.user_id, s, 5 + (le.id + s) % 8, 20 + (le.id * 7 + s) % 120 from workout_log_exercises le, generate_series(0, 2) s`);
  await db.query('analyze');
}

async function time(label: string, run: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < 33; i++) {
    const start = performance.now();
    await run();
    if (i >= 3) samples.push(performance.now() - start); // three warm-up runs
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))].toFixed(2);
  console.log(`${label.padEnd(58)} median ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms`);
}

await admin((c) => c.query(`create database ${name}`));
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const db = createPool(url.toString(), 4, () => {});
try {
  const today = utcIsoDate();
  await migrate(db);
  await loadWorkoutReferenceData(db);
  const started = performance.now();
  await fill(db, today);
  const counts = await db.query(
    `select (select count(*) from workout_logs) as logs, (select count(*) from workout_log_sets) as sets`,
  );
  console.log(
    `filled in ${((performance.now() - started) / 1000).toFixed(1)} s: ${MEMBERS + 1} members, ` +
      `${counts.rows[0].logs} logs, ${counts.rows[0].sets} sets\n`,
  );
  const heavy = MEMBERS + 1;
  const member = (await findUserById(db, heavy))!;
  const viewer = { id: 1, isAdmin: false };
  const page = await listLogs(db, heavy, { limit: 20 });
  await time('GET /api/workout-logs (first page, 20 with sets)', () => listLogs(db, heavy, { limit: 20 }));
  await time('GET /api/workout-logs (page after a cursor)', () =>
    listLogs(db, heavy, { limit: 20, before: page[19].id }),
  );
  await time('GET /api/workout-records (1,095 logs, 13,140 sets)', () => personalRecords(db, heavy));
  await time('GET /api/workout-progress?weeks=52', () => weeklyProgress(db, heavy, addDays(today, -364), today));
  await time('GET /api/workout-calendar (6 weeks)', () => logsByDate(db, heavy, addDays(today, -41), today));
  await time('GET /api/users/{id}/activity and /goals', () => activityFigures(db, member, today, true));
  await time('GET /api/workout-plans (My Plans)', () => listMemberPlans(db, heavy, {}, { limit: 20 }));
  await time('GET /api/workout-plans/discover?q=plan (Explore, search)', () =>
    listDiscoverablePlans(db, viewer, { q: 'plan of bench_9' }, { limit: 20 }),
  );
} finally {
  await db.end();
  // BENCH_KEEP=1 keeps the database for EXPLAIN ANALYZE by hand.
  if (process.env.BENCH_KEEP) console.log(`\nkept database ${name}`);
  else await admin((c) => c.query(`drop database if exists ${name} with (force)`));
}
