import { isoWeekday, localIsoDate } from '@common/fitness/dates';
import type { CoachHistory, Progression } from '@common/schemas/coach';
import type { PlanDay, PlanExercise, WorkoutPlan } from '@common/schemas/workouts';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { drawSettled, standInServer } from '@/test/stand-in-server';
import { PlanSchedule } from './plan-schedule';
import { TodaysTargetsCard } from './todays-targets-card';

// The coach's next session on a plan (issue 33) follows each entry's own scheme and sets: a squat
// that is heavy on one day and light on another shows two suggestions, each its day's, worked out
// from the one history. Drawn by the real components with answers from a stand-in server.

const SQUAT = 1;

const sets = (count: number, reps: number, weightKg: number) =>
  Array.from({ length: count }, () => ({ kind: 'normal' as const, reps, weightKg, rpe: null, rir: null }));

/**
 * Last squat workout: 5 × 5 at 100 kg, then back-off sets of 3 × 10 at 80 kg; each entry a session
 * of its own, side by side with the workout's date and logId, as the server answers.
 */
const history: CoachHistory = {
  exerciseId: SQUAT,
  equipment: 'barbell',
  loggingType: 'weight_reps',
  sessions: [
    { date: '2026-03-02', logId: 7, sets: sets(5, 5, 100) },
    { date: '2026-03-02', logId: 7, sets: sets(3, 10, 80) },
  ],
};

const squat = (sets: number, reps: number, progression: Progression): PlanExercise => ({
  exerciseId: SQUAT,
  name: 'Squat',
  muscleGroup: 'quadriceps',
  loggingType: 'weight_reps',
  equipment: 'barbell',
  category: 'strength',
  sets,
  reps,
  weightKg: null,
  durationSeconds: null,
  distanceKm: null,
  progression,
});
/** Heavy: linear 5 × 5 (all five reps made last time: add a step). Light: double 8-12 over 3 sets. */
const heavy = squat(5, 5, { scheme: 'linear', reps: 5 });
const light = squat(3, 10, { scheme: 'double', min: 8, max: 12 });
const HEAVY_NEXT = '102.5 kg × 5, 5, 5, 5, 5';
const LIGHT_NEXT = '100 kg × 6, 6, 6';
/** The same light entry after the heavy one on one day follows its own back-off sets, not 100 kg. */
const BACK_OFF_NEXT = '80 kg × 11, 11, 11';

const planOf = (schedule: PlanDay[]): WorkoutPlan => ({
  id: 4,
  name: 'Squat twice',
  description: '',
  level: 'intermediate',
  goal: 'strength',
  frequency: schedule.length,
  duration: 8,
  durationWeeks: 8,
  minutesPerSession: null,
  intensity: 'moderate',
  curated: false,
  isActive: true,
  startedOn: '2026-03-02',
  user: null,
  weekdays: schedule.map((d) => d.weekday),
  createdAt: '2026-03-01T00:00:00.000Z',
  schedule,
});

let activePlan: WorkoutPlan | null = null;

/** A stand-in server: a visitor's units (kg), the default steps, the squat's history, the active plan. */
standInServer((url) => {
  if (url === '/api/auth/me') return null;
  if (url === `/api/coach/history?exerciseIds=${SQUAT}`) return [history];
  if (url === '/api/coach/settings?unit=kg')
    return {
      unit: 'kg',
      steps: { barbell: 2.5, dumbbell: 2, machine: 5, cable: 5, kettlebell: 4 },
      customSteps: [],
      barWeight: 20,
      customBar: false,
      plates: [],
    };
  if (url === '/api/workout-plans/active') return activePlan;
});

const draw = (ui: ReactNode) => drawSettled(ui);

/** The page's text, one space between words. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

/** The suggested sets in the order they are shown. */
const nextSessions = (html: string) => [...text(html).matchAll(/Next session: (.+?) \(/g)].map((m) => m[1]?.trim());

describe("the plan view's next session per day", () => {
  it('a squat heavy on Monday and light on Thursday: each day shows the suggestion for its own sets', async () => {
    const plan = planOf([
      { weekday: 1, title: 'Heavy', exercises: [heavy] },
      { weekday: 4, title: 'Light', exercises: [light] },
    ]);
    const html = await draw(<PlanSchedule plan={plan} own />);
    expect(nextSessions(html)).toEqual([HEAVY_NEXT, LIGHT_NEXT]);
    expect(text(html)).toMatch(
      new RegExp(
        `Mon · Heavy Squat 5 x 5 reps Next session: ${HEAVY_NEXT} .*Thu · Light Squat 3 x 10 reps Next session: ${LIGHT_NEXT} `,
      ),
    );
  });

  it("someone else's plan shows no suggestion: the coach reads only the member's own history", async () => {
    const plan = planOf([{ weekday: 1, title: 'Heavy', exercises: [heavy] }]);
    const html = await draw(<PlanSchedule plan={plan} own={false} />);
    expect(text(html)).toContain('Squat 5 x 5 reps');
    expect(nextSessions(html)).toEqual([]);
  });
});

describe("Today's targets", () => {
  it('a squat listed twice today (heavy sets, then back-off sets) shows each entry its own suggestion', async () => {
    activePlan = planOf([{ weekday: isoWeekday(localIsoDate()), title: 'Squat day', exercises: [heavy, light] }]);
    const html = await draw(<TodaysTargetsCard />);
    expect(text(html)).toContain('Squat day');
    expect(nextSessions(html)).toEqual([HEAVY_NEXT, BACK_OFF_NEXT]);
  });
});
