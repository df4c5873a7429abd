import { addDays, isoWeekday, weekStart } from '@common/fitness/dates';
import type { CreatePlanBody } from '@common/schemas/workouts';
import { CURATED_PLANS, type CuratedPlan, loadWorkoutReferenceData } from '../../../modules/workouts';
import { createActivePlan, type DemoSet, logWorkout } from './builders/workouts';
import { localDate, localTime, minutes } from './clock';
import type { DemoContext } from './index';

// Demo workouts (D10): every demo member follows an active plan and has logged the last six weeks
// of it (with a few missed sessions and steady progress), so streaks, charts and records show.

const WEEKS = 6;

/** Own plans of members whose training the recommended plans do not fit. */
const OWN_PLANS: Record<string, CuratedPlan> = {
  sofia_lifts: {
    name: 'Glutes & Upper Split',
    description: 'Four days of hypertrophy work: lower body twice, upper body twice.',
    level: 'intermediate',
    goal: 'strength',
    frequency: 4,
    durationWeeks: 12,
    minutesPerSession: 60,
    schedule: [
      {
        weekday: 1,
        title: 'Lower A',
        exercises: [
          { name: 'Hip Thrust', sets: 4, reps: 10 },
          { name: 'Romanian Deadlift', sets: 3, reps: 10 },
          { name: 'Walking Lunge', sets: 3, reps: 12 },
        ],
      },
      {
        weekday: 2,
        title: 'Upper A',
        exercises: [
          { name: 'Dumbbell Bench Press', sets: 4, reps: 10 },
          { name: 'Lat Pulldown', sets: 4, reps: 10 },
          { name: 'Lateral Raise', sets: 3, reps: 15 },
        ],
      },
      {
        weekday: 4,
        title: 'Lower B',
        exercises: [
          { name: 'Back Squat', sets: 4, reps: 8 },
          { name: 'Lying Leg Curl', sets: 3, reps: 12 },
          { name: 'Glute Bridge', sets: 3, reps: 15 },
        ],
      },
      {
        weekday: 6,
        title: 'Upper B',
        exercises: [
          { name: 'Overhead Press', sets: 4, reps: 8 },
          { name: 'Seated Cable Row', sets: 4, reps: 10 },
          { name: 'Hammer Curl', sets: 3, reps: 12 },
        ],
      },
    ],
  },
  jonas_cycles: {
    name: 'Gravel Base',
    description: 'Endurance rides and one strength day to build a gravel-racing base.',
    level: 'intermediate',
    goal: 'endurance',
    frequency: 4,
    durationWeeks: 10,
    minutesPerSession: 90,
    schedule: [
      { weekday: 2, title: 'Intervals', exercises: [{ name: 'Stationary Bike', sets: 5, durationSeconds: 300 }] },
      {
        weekday: 4,
        title: 'Strength',
        exercises: [
          { name: 'Back Squat', sets: 3, reps: 8 },
          { name: 'Single-Leg Romanian Deadlift', sets: 3, reps: 10 },
          { name: 'Plank', sets: 3, durationSeconds: 60 },
        ],
      },
      { weekday: 6, title: 'Long Ride', exercises: [{ name: 'Cycling', sets: 1, distanceKm: 60 }] },
      { weekday: 7, title: 'Recovery Spin', exercises: [{ name: 'Cycling', sets: 1, distanceKm: 25 }] },
    ],
  },
  priya_moves: {
    name: 'Move Every Day',
    description: 'Short cardio and mobility sessions that fit a busy week.',
    level: 'beginner',
    goal: 'weight_loss',
    frequency: 3,
    durationWeeks: 8,
    minutesPerSession: 30,
    schedule: [
      {
        weekday: 1,
        title: 'Dance Cardio',
        exercises: [
          { name: 'Jumping Jack', sets: 3, reps: 40 },
          { name: 'High Knees', sets: 3, durationSeconds: 45 },
        ],
      },
      { weekday: 3, title: 'Yoga', exercises: [{ name: 'Yoga Flow', sets: 1, durationSeconds: 1500 }] },
      { weekday: 6, title: 'Hike', exercises: [{ name: 'Hiking', sets: 1, distanceKm: 8 }] },
    ],
  },
  diego_power: {
    name: 'Road to 220',
    description: 'Powerlifting: squat, bench and deadlift three times a week, heavy.',
    level: 'advanced',
    goal: 'strength',
    frequency: 3,
    durationWeeks: 12,
    minutesPerSession: 75,
    schedule: [
      {
        weekday: 1,
        title: 'Squat Day',
        exercises: [
          // The coach (issue 33): linear 5 × 5 on the squat, the deadlift by effort (3 reps at RPE 8).
          { name: 'Back Squat', sets: 5, reps: 5, progression: { scheme: 'linear', reps: 5 } },
          { name: 'Bench Press', sets: 3, reps: 8 },
        ],
      },
      {
        weekday: 3,
        title: 'Bench Day',
        exercises: [
          { name: 'Bench Press', sets: 5, reps: 5 },
          { name: 'Pendlay Row', sets: 4, reps: 8 },
        ],
      },
      {
        weekday: 5,
        title: 'Deadlift Day',
        exercises: [
          { name: 'Deadlift', sets: 5, reps: 3, progression: { scheme: 'rpe', reps: 3, rpe: 8 } },
          { name: 'Front Squat', sets: 3, reps: 5 },
        ],
      },
    ],
  },
};

const curated = (name: string) => CURATED_PLANS.find((p) => p.name === name)!;

/**
 * Each member's plan, how strong they are (a factor on the starting weights), how often life gets
 * in the way, and when they train (local time; the long sessions of the weekend start later).
 */
const MEMBERS: { username: string; plan: CuratedPlan; strength: number; skipEvery: number; at: string }[] = [
  { username: 'coach_maya', plan: curated('Strength Builder'), strength: 0.9, skipEvery: 9, at: '06:30' },
  { username: 'liam.runs', plan: curated('10K Endurance'), strength: 0.6, skipEvery: 7, at: '06:45' },
  { username: 'sofia_lifts', plan: OWN_PLANS.sofia_lifts, strength: 0.7, skipEvery: 6, at: '18:00' },
  { username: 'noah_yoga', plan: curated('Mobility Reset'), strength: 0.5, skipEvery: 5, at: '07:00' },
  { username: 'amara_fit', plan: curated('Fat Burner'), strength: 0.5, skipEvery: 4, at: '19:00' },
  { username: 'jonas.cycles', plan: OWN_PLANS.jonas_cycles, strength: 0.7, skipEvery: 8, at: '17:30' },
  { username: 'priya_moves', plan: OWN_PLANS.priya_moves, strength: 0.4, skipEvery: 5, at: '18:30' },
  { username: 'diego_power', plan: OWN_PLANS.diego_power, strength: 1.6, skipEvery: 10, at: '19:00' },
];

/** Working weights of an average lifter (kg); members lift them times their strength factor. */
const BASE_KG: Record<string, number> = {
  'Back Squat': 80,
  'Front Squat': 65,
  'Bench Press': 60,
  'Dumbbell Bench Press': 22,
  'Bent-Over Barbell Row': 50,
  'Pendlay Row': 55,
  Deadlift: 100,
  'Romanian Deadlift': 70,
  'Single-Leg Romanian Deadlift': 16,
  'Overhead Press': 40,
  'Hip Thrust': 90,
  'Lat Pulldown': 50,
  'Seated Cable Row': 50,
  'Lateral Raise': 8,
  'Lying Leg Curl': 35,
  'Hammer Curl': 12,
  'Goblet Squat': 20,
  'Walking Lunge': 12,
};

/**
 * How fast each distance session goes in its first week, in seconds per kilometre (a week of
 * training makes it 1% faster): an easy long run, a tempo run at about 10K race pace, the rides
 * and a hike with its climbs. Keyed by the plan day's title.
 */
const PACE_S_PER_KM: Record<string, number> = {
  'Long Run': 345, // 5:45 /km
  'Tempo Run': 285, // 4:45 /km
  'Long Ride': 150, // 24 km/h on gravel
  'Recovery Spin': 170, // 21 km/h
  Hike: 720, // 12 min/km
};

/** A session takes its timed sets plus a warm-up and cool-down of at least this many minutes. */
const WARM_UP_MINUTES = 4;

const round = (n: number, step: number) => Math.round(n / step) * step;

/** Saturday and Sunday sessions start at 08:30: long runs and rides are morning affairs. */
const sessionStart = (date: string, weekdayTime: string) => (isoWeekday(date) >= 6 ? '08:30' : weekdayTime);

export async function seedDemoWorkouts(ctx: DemoContext): Promise<void> {
  // The exercise library and recommended plans, as the app's start-up task loads them.
  await loadWorkoutReferenceData(ctx.pool);
  const { rows } = await ctx.pool.query<{ id: number; name: string }>(
    'select id, name from exercises where user_id is null',
  );
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  const today = localDate(ctx.now);
  const firstMonday = addDays(weekStart(today), -7 * (WEEKS - 1));

  for (const { username, plan, strength, skipEvery, at } of MEMBERS) {
    const userId = ctx.users.get(username);
    if (!userId) continue;
    const { rows: member } = await ctx.pool.query<{ weight_kg: number | null }>(
      'select weight_kg from users where id = $1',
      [userId],
    );
    const schedule: CreatePlanBody['schedule'] = plan.schedule.map((day) => ({
      weekday: day.weekday,
      title: day.title,
      exercises: day.exercises.map(({ name, ...target }) => ({
        exerciseId: idOf.get(name)!,
        ...target,
        weightKg: BASE_KG[name] ? round(BASE_KG[name] * strength, 2.5) : null,
      })),
    }));
    const { schedule: _named, ...fields } = plan;
    const planId = await createActivePlan(ctx.pool, userId, fields, schedule, firstMonday);
    // Chosen on the Saturday evening before the first week.
    await ctx.pool.query('update workout_plans set created_at = $2 where id = $1', [
      planId,
      localTime(addDays(firstMonday, -2), '20:15'),
    ]);

    let session = 0;
    for (let week = 0; week < WEEKS; week++) {
      for (const day of plan.schedule) {
        const date = addDays(firstMonday, week * 7 + day.weekday - 1);
        // Progress: +2.5% weight and +3% distance a week, each distance 1% a week faster.
        const exercises = day.exercises.map((e) => {
          const kg = BASE_KG[e.name] ? round(BASE_KG[e.name] * strength * (1 + 0.025 * week), 2.5) : undefined;
          const km = e.distanceKm ? Math.round(e.distanceKm * (1 + 0.03 * week) * 10) / 10 : undefined;
          const pace = PACE_S_PER_KM[day.title];
          if (km && !pace) throw new Error(`demo workouts: no pace for '${day.title}'`);
          return {
            exerciseId: idOf.get(e.name)!,
            sets: Array.from(
              { length: e.sets },
              (_, s): DemoSet => ({
                reps: e.reps ? e.reps - (s === e.sets - 1 && kg ? 1 : 0) : undefined,
                weightKg: kg,
                durationSeconds: e.durationSeconds ?? (km ? Math.round(km * pace * (1 - 0.01 * week)) : undefined),
                distanceKm: km,
                // An effort-based lift is logged with its RPE: the last, hardest set half a point higher.
                rpe: e.progression?.scheme === 'rpe' ? (s === e.sets - 1 ? 8.5 : 8) : undefined,
              }),
            ),
          };
        });
        // About the plan's minutes per session, and never shorter than the timed sets it holds
        // (a long run or ride takes what it takes) plus a warm-up and cool-down.
        const timedSeconds = exercises.flatMap((e) => e.sets).reduce((sum, set) => sum + (set.durationSeconds ?? 0), 0);
        const durationMinutes = Math.max(
          plan.minutesPerSession + ((session * 7) % 11) - 5,
          Math.ceil(timedSeconds / 60) + WARM_UP_MINUTES + (session % 5),
        );
        // Logged a few minutes after the session ends; a session still ahead today is not logged.
        const loggedAt = new Date(localTime(date, sessionStart(date, at)).getTime() + minutes(durationMinutes + 6));
        if (loggedAt > ctx.now) continue;
        session += 1;
        // Life happens, but not in the last two weeks: the week streak then shows at any hour, on
        // UTC's Monday while the demo's New York is still on Sunday included.
        if (session % skipEvery === 0 && week < WEEKS - 2) continue;
        const logId = await logWorkout(
          ctx.pool,
          // Calories for this member's own weight, as the API estimates them.
          { id: userId, weightKg: member[0].weight_kg },
          {
            date,
            title: day.title,
            planId,
            durationMinutes,
            notes: session % 5 === 0 ? 'Felt great today.' : null,
            exercises,
          },
        );
        await ctx.pool.query('update workout_logs set created_at = $2 where id = $1', [logId, loggedAt]);
      }
    }
  }
  // Demo members share their training with everyone, so Explore and profiles show it.
  await ctx.pool.query(`update user_settings set workout_activity = 'public'`);
}
