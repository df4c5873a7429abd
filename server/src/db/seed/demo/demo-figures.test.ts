import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ExerciseCategory, estimateWorkoutCalories } from '@common/fitness/calories';
import { portionNutrients } from '@common/nutrition/nutrients';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { haversineKm } from '../../../modules/gyms';
import { gazetteer } from '../../../modules/places';
import { PROJECT_ROOT } from '../../../paths';
import { useTestApp } from '../../../test/test-app';
import { COMMUNITY_TIME_ZONE } from './clock';
import { seedDemo } from './index';
import { DEMO_ART } from './posts';

// Issue 16, point 13: on a freshly seeded demo the numbers add up (plans and diaries, workouts
// and their plans, posts and the workouts they share), gyms carry no invented ratings and sit
// where their city is, and the community is local, with pictures made for it. Issue 31: no
// workout is shorter than its timed sets ("Long Run · 46 min" beside "13.4 km in 63:22"), paces
// are those of their sport, and activities, their posts and the members' chats agree with the logs.

const uploads = mkdtempSync(path.join(os.tmpdir(), 'fitcircle-demo-figures-'));
const ctx = useTestApp({ UPLOAD_DIR: uploads });
afterAll(() => rmSync(uploads, { recursive: true, force: true }));
beforeAll(async () => {
  vi.stubEnv('UPLOAD_DIR', uploads);
  try {
    await seedDemo(ctx.db, () => {});
  } finally {
    vi.unstubAllEnvs();
  }
}, 180_000);

const rows = async (sql: string, params: unknown[] = []) => (await ctx.db.query(sql, params)).rows;
const NEW_YORK: [number, number] = [40.7128, -74.006];

describe('the demo community: figures that add up', () => {
  it('has meal plans whose totals are the sum of their foods, and descriptions that say those totals', async () => {
    const plans = await rows(
      'select name, description, meals, calories::float8, protein::float8, carbs::float8, fat::float8 from meal_plans',
    );
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      const foods = plan.meals.flatMap((m: { foods: Record<string, number>[] }) => m.foods);
      for (const key of ['calories', 'protein', 'carbs', 'fat'] as const) {
        const sum = foods.reduce((s: number, f: Record<string, number>) => s + f[key], 0);
        expect(Math.abs(sum - plan[key]), `${plan.name} ${key}`).toBeLessThan(0.05 * foods.length + 0.01);
      }
      const said = /([\d,]+) kcal/.exec(plan.description);
      if (said) expect(Math.abs(Number(said[1].replace(',', '')) - plan.calories)).toBeLessThanOrEqual(25);
    }
  });

  it('has diary entries whose figures are their food at their weight, each day the plan as eaten', async () => {
    const entries = await rows(
      `select l.grams::float8, l.calories::float8, l.protein::float8, f.calories::float8 as kcal100,
              f.protein::float8 as protein100, f.carbs::float8 as carbs100, f.fat::float8 as fat100
       from meal_logs l join foods f on f.id = l.food_id`,
    );
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) {
      const n = portionNutrients(
        { calories: e.kcal100, protein: e.protein100, carbs: e.carbs100, fat: e.fat100 },
        e.grams,
      );
      expect([e.calories, e.protein]).toEqual([n.calories, n.protein]);
    }
    // A finished day holds exactly the followed plan's foods.
    const days = await rows(
      `select l.user_id, l.log_date, sum(l.calories)::float8 as eaten, p.calories::float8 as planned
       from meal_logs l join meal_plans p on p.user_id = l.user_id and p.is_active
       group by l.user_id, l.log_date, p.calories
       having count(*) = (select count(*) from meal_plans q, jsonb_array_elements(q.meals) m,
                          jsonb_array_elements(m -> 'foods') where q.id = min(p.id))`,
    );
    expect(days.length).toBeGreaterThan(0);
    for (const d of days) expect(Math.abs(d.eaten - d.planned)).toBeLessThan(0.5);
  });

  it('logs workouts on the plan’s days, with the plan’s exercises and sets, at weights that progress from it', async () => {
    const logs = await rows(
      `select l.id, l.performed_on::text as date, extract(isodow from l.performed_on)::int as weekday,
              l.duration_minutes, l.estimated_calories, u.weight_kg::float8 as member_kg,
              (select d.id from workout_plan_days d where d.plan_id = l.plan_id
                 and d.weekday = extract(isodow from l.performed_on)) as day_id
       from workout_logs l join users u on u.id = l.user_id where l.plan_id is not null`,
    );
    expect(logs.length).toBeGreaterThan(40);
    for (const log of logs) {
      expect(log.day_id, `log ${log.id} on ${log.date}: not a day of its plan`).not.toBeNull();
      const done = await rows(
        `select le.exercise_id, e.category, count(s.id)::int as sets, max(s.weight_kg)::float8 as kg
         from workout_log_exercises le join exercises e on e.id = le.exercise_id
         join workout_log_sets s on s.log_exercise_id = le.id
         where le.log_id = $1 group by le.position, le.exercise_id, e.category order by le.position`,
        [log.id],
      );
      const planned = await rows(
        `select exercise_id, sets, weight_kg::float8 as kg from workout_plan_exercises where day_id = $1
         order by position`,
        [log.day_id],
      );
      expect(
        done.map((d) => [d.exercise_id, d.sets]),
        `log ${log.id}`,
      ).toEqual(planned.map((p) => [p.exercise_id, p.sets]));
      for (const [i, p] of planned.entries()) {
        // Six weeks of +2.5% a week, on plates that step by 2.5 kg.
        if (p.kg) expect(done[i].kg, `log ${log.id}`).toBeGreaterThanOrEqual(p.kg);
        if (p.kg) expect(done[i].kg, `log ${log.id}`).toBeLessThanOrEqual(p.kg * 1.15 + 2.5);
      }
      const setsByCategory: Partial<Record<ExerciseCategory, number>> = {};
      for (const d of done) {
        const category = d.category as ExerciseCategory;
        setsByCategory[category] = (setsByCategory[category] ?? 0) + d.sets;
      }
      expect(log.estimated_calories, `log ${log.id}: calories for the member's own weight`).toBe(
        estimateWorkoutCalories({ durationMinutes: log.duration_minutes, weightKg: log.member_kg, setsByCategory }),
      );
    }
  });

  it('posts only figures that are in the shared workout, shared by its own author after logging it', async () => {
    const posts = await rows(
      `select p.content, p.workout, p.created_at, l.user_id as log_owner, p.user_id, l.created_at as logged_at
       from posts p join workout_logs l on l.id = (p.workout ->> 'logId')::int`,
    );
    expect(posts.length).toBeGreaterThanOrEqual(4);
    for (const post of posts) {
      expect(post.log_owner).toBe(post.user_id);
      expect(post.created_at.getTime()).toBeGreaterThan(post.logged_at.getTime());
      const figures = post.content.match(/\d+(\.\d+)? (kg|km)/g) ?? [];
      const bests = post.workout.exercises.map((e: { best: string | null }) => e.best ?? '').join(' | ');
      for (const figure of figures) expect(bests, post.content).toContain(figure);
    }
  });
});

/** Plausible paces, in seconds per kilometre, of every exercise the demo logs with a distance. */
const PACE_RANGE: Record<string, [fastest: number, slowest: number]> = {
  Running: [180, 450], // 3:00 to 7:30 /km
  Cycling: [90, 240], // 40 to 15 km/h
  Hiking: [480, 1200], // 8 to 20 min/km
};

const formatPace = (secondsPerKm: number) =>
  `${Math.floor(secondsPerKm / 60)}:${String(Math.round(secondsPerKm % 60)).padStart(2, '0')}`;

describe('the demo community: times and paces that agree', () => {
  it('never logs a workout shorter than its timed sets plus a few minutes', async () => {
    const logs = await rows(
      `select l.id, l.title, l.duration_minutes, sum(coalesce(s.duration_seconds, 0))::int as timed
       from workout_logs l join workout_log_exercises le on le.log_id = l.id
       join workout_log_sets s on s.log_exercise_id = le.id
       group by l.id`,
    );
    expect(logs.length).toBeGreaterThan(40);
    // The long sessions are there to be checked: long runs, long rides and hikes last over an hour.
    expect(logs.filter((l) => l.timed > 3600).length).toBeGreaterThan(5);
    for (const log of logs) {
      const timed = `${Math.floor(log.timed / 60)}:${String(log.timed % 60).padStart(2, '0')}`;
      expect(
        log.duration_minutes * 60,
        `${log.title} · ${log.duration_minutes} min beside ${timed} of sets`,
      ).toBeGreaterThanOrEqual(log.timed + 3 * 60);
    }
  });

  it('logs distances at the pace of their sport', async () => {
    const sets = await rows(
      `select l.title, e.name, s.distance_km::float8 as km, s.duration_seconds as seconds
       from workout_log_sets s join workout_log_exercises le on le.id = s.log_exercise_id
       join workout_logs l on l.id = le.log_id join exercises e on e.id = le.exercise_id
       where s.distance_km is not null`,
    );
    expect(sets.length).toBeGreaterThan(10);
    for (const set of sets) {
      const range = PACE_RANGE[set.name];
      expect(range, `${set.name}: no pace range`).toBeDefined();
      const pace = set.seconds / set.km;
      const what = `${set.title}: ${set.name} ${set.km} km in ${set.seconds} s (${formatPace(pace)} /km)`;
      expect(pace, what).toBeGreaterThanOrEqual(range[0]);
      expect(pace, what).toBeLessThanOrEqual(range[1]);
    }
  });

  it('records on the watch the long run the log holds, on the Sunday its title names', async () => {
    const runs = await rows(
      `select a.title, a.distance_m, a.moving_s, extract(isodow from a.started_at at time zone $1)::int as weekday,
              (select json_agg(json_build_object('km', s.distance_km::float8, 'seconds', s.duration_seconds))
               from workout_logs l join workout_log_exercises le on le.log_id = l.id
               join workout_log_sets s on s.log_exercise_id = le.id
               where l.user_id = a.user_id and l.title = 'Long Run'
                 and l.performed_on = (a.started_at at time zone $1)::date) as logged
       from activities a where a.title = 'Sunday River Run'`,
      [COMMUNITY_TIME_ZONE],
    );
    expect(runs).toHaveLength(1);
    const [run] = runs;
    expect(run.weekday).toBe(7);
    expect(run.logged, 'the Long Run logged that Sunday').toHaveLength(1);
    expect(Math.abs(run.distance_m - run.logged[0].km * 1000)).toBeLessThan(5);
    expect(Math.abs(run.moving_s - run.logged[0].seconds)).toBeLessThanOrEqual(2);
  });

  it('names weekdays in activity titles that are true, and overlaps no logged workout with another one', async () => {
    const activities = await rows(
      `select a.id, a.user_id, a.title, a.distance_m, a.started_at, a.elapsed_s,
              to_char(a.started_at at time zone $1, 'FMDay') as weekday
       from activities a`,
      [COMMUNITY_TIME_ZONE],
    );
    expect(activities.length).toBeGreaterThan(0);
    const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    for (const a of activities) {
      for (const name of names.filter((n) => a.title.includes(n))) expect(a.weekday, a.title).toBe(name);
      // A logged session lies before its log was saved (generously: its minutes plus a quarter hour).
      const overlapping = await rows(
        `select l.title, (select max(s.distance_km)::float8 from workout_log_exercises le
                          join workout_log_sets s on s.log_exercise_id = le.id where le.log_id = l.id) as km
         from workout_logs l
         where l.user_id = $1 and l.created_at > $2::timestamptz
           and l.created_at - make_interval(mins => l.duration_minutes + 15) < $2::timestamptz + make_interval(secs => $3)`,
        [a.user_id, a.started_at, a.elapsed_s],
      );
      // Only the session the activity recorded (the same distance) may share its time.
      for (const log of overlapping) {
        expect(Math.abs((log.km ?? 0) * 1000 - a.distance_m), `${a.title} during ${log.title}`).toBeLessThan(5);
      }
    }
  });

  it('posts about an activity only paces the activity ran', async () => {
    const posts = await rows(
      `select p.content, a.id as activity_id from posts p join activities a on a.id = p.activity_id`,
    );
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const said = [...post.content.matchAll(/(\d+(?:\.\d+)?) km at (\d+):(\d\d) \/km/g)];
      expect(said.length, post.content).toBeGreaterThan(0);
      for (const [, km, min, sec] of said) {
        const [effort] = await rows(
          'select seconds from activity_best_efforts where activity_id = $1 and distance_m = $2',
          [post.activity_id, Number(km) * 1000],
        );
        expect(effort, `${post.content}: no ${km} km effort`).toBeDefined();
        expect(formatPace(effort.seconds / Number(km)), post.content).toBe(`${min}:${sec}`);
      }
    }
  });

  it('has members tell each other only weights they logged before saying so', async () => {
    const messages = await rows(`select sender_id, content, created_at from messages where content ~ '[0-9] kg'`);
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) {
      for (const [, kg] of m.content.matchAll(/(\d+(?:\.\d+)?) kg/g)) {
        const [{ n }] = await rows(
          `select count(*)::int as n from workout_log_sets s join workout_log_exercises le on le.id = s.log_exercise_id
           join workout_logs l on l.id = le.log_id
           where l.user_id = $1 and s.weight_kg = $2 and l.created_at <= $3`,
          [m.sender_id, Number(kg), m.created_at],
        );
        expect(n, m.content).toBeGreaterThan(0);
      }
    }
  });
});

describe('the demo community: gyms, places and pictures', () => {
  it('shows no rating nobody gave: the sample gyms have none', async () => {
    expect(await rows('select name from gyms where is_sample and rating is not null')).toEqual([]);
  });

  it('places every sample gym in its city, at an address rather than the city’s centre point', async () => {
    const gyms = await rows('select name, city, state, latitude, longitude from gyms where is_sample');
    for (const g of gyms) {
      const [city] = [...gazetteer().search(`${g.city}, ${g.state ?? ''}`, 1), ...gazetteer().search(g.city, 1)];
      expect(city, g.city).toBeDefined();
      const km = haversineKm(g.latitude, g.longitude, city.lat, city.lng);
      expect(km, g.name).toBeLessThan(25);
      expect(km, `${g.name} sits on the city's centre point`).toBeGreaterThan(0.2);
    }
  });

  it('is a local community: its places and home gyms are in and around New York', async () => {
    const places = await rows(
      `select location, place_lat as lat, place_lng as lng from posts where place_lat is not null
       union all select g.name, g.latitude, g.longitude from users u join gyms g on g.id = u.home_gym_id`,
    );
    expect(places.length).toBeGreaterThan(8);
    for (const p of places) expect(haversineKm(p.lat, p.lng, ...NEW_YORK), p.location).toBeLessThan(40);
  });

  it('illustrates posts with the demo’s own art, each file with its provenance', async () => {
    const artDir = path.join(PROJECT_ROOT, 'server', 'src', 'db', 'seed', 'demo', 'art');
    const files = readdirSync(artDir).filter((f) => f.endsWith('.svg'));
    expect(files.sort()).toEqual(DEMO_ART.map((a) => `${a}.svg`).sort());
    const readme = readFileSync(path.join(artDir, 'README.md'), 'utf8');
    for (const file of files) expect(readme).toContain(`\`${file}\``);
    expect(readme).toMatch(/CC0 1\.0/);
    const images = await rows(
      `select p.image_key, m.content_type from posts p left join media m on m.key = p.image_key
       where p.image_key is not null`,
    );
    expect(images.length).toBe(DEMO_ART.length);
    for (const image of images) expect(image.content_type).toBe('image/png');
  });
});
