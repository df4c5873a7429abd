import { afterEach, describe, expect, it, vi } from 'vitest';
import { WORKOUT_MESSAGES as M } from '../workouts-texts';
import {
  logDateProblem,
  logWriteQuerySchema,
  workoutLogBodySchema,
  workoutLogSchema,
  workoutLogSchemaIn,
} from './workout-logs';
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
});

// A member's date is their zone's, not UTC's: Honolulu is UTC-10 and Kiritimati UTC+14, so at some
// hours each is on another date than UTC.
describe("log dates in the member's zone", () => {
  const HONOLULU = 'Pacific/Honolulu';
  const KIRITIMATI = 'Pacific/Kiritimati';
  /** 05:00 UTC on 10 March: 19:00 on the 9th in Honolulu. */
  const EARLY_UTC = new Date('2026-03-10T05:00:00Z');
  /** 12:00 UTC on 10 March: 02:00 on the 11th in Kiritimati. */
  const NOON_UTC = new Date('2026-03-10T12:00:00Z');
  const log = (date: string) => ({ date, durationMinutes: 20, exercises: [{ exerciseId: 1, sets: [{ reps: 5 }] }] });
  afterEach(() => vi.useRealTimers());

  it('refuses a member far west of UTC a date two days ahead of their own, which UTC takes', () => {
    expect(logDateProblem('2026-03-10', EARLY_UTC, HONOLULU)).toBeNull();
    expect(logDateProblem('2026-03-11', EARLY_UTC, HONOLULU)).toBe(M.logDateFuture);
    expect(logDateProblem('2026-03-11', EARLY_UTC)).toBeNull();
  });

  it('takes their own today and tomorrow from a member far east of UTC while UTC is a day behind', () => {
    expect(logDateProblem('2026-03-11', NOON_UTC, KIRITIMATI)).toBeNull();
    expect(logDateProblem('2026-03-12', NOON_UTC, KIRITIMATI)).toBeNull();
    expect(logDateProblem('2026-03-13', NOON_UTC, KIRITIMATI)).toBe(M.logDateFuture);
    // Without a zone (old clients, imports) the rule is UTC's tomorrow, as before.
    expect(logDateProblem('2026-03-12', NOON_UTC)).toBe(M.logDateFuture);
  });

  it("drives the body schema: the member's zone, UTC's without one, the latest tomorrow for the route", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOON_UTC);
    expect(workoutLogSchemaIn(KIRITIMATI).safeParse(log('2026-03-12')).success).toBe(true);
    expect(workoutLogSchema.safeParse(log('2026-03-12')).error?.issues[0].message).toBe(M.logDateFuture);
    // The route judges the zone after the body: its schema refuses only what no zone could take.
    expect(workoutLogBodySchema.safeParse(log('2026-03-12')).success).toBe(true);
    expect(workoutLogBodySchema.safeParse(log('2026-03-13')).error?.issues[0].message).toBe(M.logDateFuture);
    vi.setSystemTime(EARLY_UTC);
    expect(workoutLogSchemaIn(HONOLULU).safeParse(log('2026-03-11')).error?.issues[0].message).toBe(M.logDateFuture);
  });

  it('takes a zone the runtime knows in ?tz=, or none', () => {
    expect(logWriteQuerySchema.parse({ tz: KIRITIMATI })).toEqual({ tz: KIRITIMATI });
    expect(logWriteQuerySchema.parse({})).toEqual({});
    expect(logWriteQuerySchema.safeParse({ tz: 'Mars/Olympus' }).success).toBe(false);
  });
});

describe('log bodies', () => {
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
