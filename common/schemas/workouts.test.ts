import { describe, expect, it } from 'vitest';
import { WORKOUT_MESSAGES as M } from '../workouts-texts';
import { logDateProblem, workoutLogSchema } from './workout-logs';
import { createPlanSchema, planExerciseSchema, scheduleProblem } from './workouts';

describe('plan schemas (shared by the plan builder and the API)', () => {
  it('reads empty number boxes (NaN, empty text) as "not given"', () => {
    const parsed = planExerciseSchema.parse({ exerciseId: 3, sets: 3, reps: 8, weightKg: Number.NaN, distanceKm: '' });
    expect(parsed).toMatchObject({ reps: 8, weightKg: null, distanceKm: null });
    const missing = planExerciseSchema.safeParse({ exerciseId: '', sets: 3, reps: 8 });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['exerciseId'], message: M.exerciseRequired });
  });

  it('a schedule may leave days of the frequency open but not plan more', () => {
    expect(scheduleProblem(3, [{ weekday: 1 }, { weekday: 3 }])).toBeNull();
    expect(scheduleProblem(1, [{ weekday: 1 }, { weekday: 3 }])).toBe(M.scheduleTooManyDays);
  });

  it('turns a blank description into an empty one and a blank day title into null', () => {
    const plan = createPlanSchema.parse({
      name: ' Plan ',
      description: null,
      level: 'beginner',
      goal: 'endurance',
      frequency: 2,
      durationWeeks: 4,
      schedule: [{ weekday: 2, title: '  ', exercises: [{ exerciseId: 1, sets: 1, durationSeconds: 600 }] }],
    });
    expect(plan).toMatchObject({ name: 'Plan', description: '', schedule: [{ title: null }] });
  });
});

describe('log dates', () => {
  const now = new Date('2025-06-11T12:00:00Z');
  it.each([
    ['2025-06-11', null],
    ['2025-06-12', null],
    ['2025-06-13', M.logDateFuture],
    ['1925-07-01', null],
    ['1920-01-01', M.logDateTooOld],
    ['2025-13-01', M.logDateInvalid],
  ])('%s → %s', (date, problem) => {
    expect(logDateProblem(date, now)).toBe(problem);
  });

  it('a blank title becomes null, so the server names the workout', () => {
    const log = workoutLogSchema.parse({
      date: new Date().toISOString().slice(0, 10),
      title: ' ',
      durationMinutes: 20,
      exercises: [{ exerciseId: 1, sets: [{ reps: 5 }] }],
    });
    expect(log.title).toBeNull();
    expect(log.planId).toBeUndefined();
  });
});
