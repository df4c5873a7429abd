import { describe, expect, it } from 'vitest';
import { acceptCustomYear, calendarYearOptions } from './calendar-years';
import { DEFAULT_BODY_WEIGHT_KG, estimateWorkoutCalories, workoutMet } from './calories';
import { addDays, daysBetween, isIsoDate, isoWeekday, weekStart } from './dates';
import { fallbackActivity, formatSleep, formulaCalories } from './fallback-figures';
import { fallbackGoals, nutritionProgress, weeklyTarget, weightLossProgress, workoutProgress } from './goal-formulas';
import { intensityLabel, sessionMinutesLabel } from './intensity';
import { epleyOneRepMax, setVolumeKg } from './one-rep-max';
import { bestSetLabel, bestSetText, sharedBestText, sharedRecordText, shareSummaryOf } from './share-summary';
import { dayStreak, weekStreak } from './streak';

describe('intensity labels and session minutes (spec section 9)', () => {
  it.each([
    ['advanced', 'High intensity'],
    ['intermediate', 'Medium intensity'],
    ['beginner', 'Low intensity'],
    [null, 'Low intensity'],
    ['something else', 'Low intensity'],
  ])('%s → %s', (level, label) => {
    expect(intensityLabel(level)).toBe(label);
  });

  it("shows 30 min for a plan without minutes, and the plan's own figure otherwise", () => {
    expect(sessionMinutesLabel(null)).toBe('30 min');
    expect(sessionMinutesLabel(undefined)).toBe('30 min');
    expect(sessionMinutesLabel(0)).toBe('30 min');
    expect(sessionMinutesLabel(45)).toBe('45 min');
  });
});

describe('fallback activity figures (spec section 9, D3 buckets)', () => {
  it.each([
    ['very_active', 8742, 2400, 72, '7h 23m'],
    ['extremely_active', 8742, 2400, 72, '7h 23m'],
    ['moderately_active', 6543, 2000, 45, '7h 45m'],
    ['lightly_active', 4321, 1800, 30, '8h 15m'],
    ['sedentary', 2500, 1500, 15, '9h 00m'],
    [null, 2500, 1500, 15, '9h 00m'],
  ])('%s: %i steps, %i kcal, %i min, %s sleep', (activityLevel, steps, calories, minutes, sleep) => {
    const figures = fallbackActivity({ activityLevel, heightCm: null, weightKg: null });
    expect(figures).toMatchObject({ steps, calories, activeMinutes: minutes });
    expect(formatSleep(figures.sleepHours)).toBe(sleep);
  });

  it('estimates calories as 10 x weight + 6.25 x height - 500 when both are known', () => {
    expect(formulaCalories(80, 180)).toBe(10 * 80 + 6.25 * 180 - 500);
    expect(fallbackActivity({ activityLevel: 'very_active', heightCm: 180, weightKg: 80 }).calories).toBe(1425);
    expect(fallbackActivity({ activityLevel: 'very_active', heightCm: 180, weightKg: null }).calories).toBe(2400);
    expect(fallbackActivity({ activityLevel: 'lightly_active', heightCm: null, weightKg: 70 }).calories).toBe(1800);
  });
});

describe('fallback goals (spec section 9)', () => {
  it('workout progress is the activity factor x 100, nutrition that plus 10', () => {
    const at = (activityLevel: string | null) => fallbackGoals({ id: 1, activityLevel });
    expect(at('very_active')).toMatchObject({ workoutProgress: 80, nutritionProgress: 90 });
    expect(at('extremely_active')).toMatchObject({ workoutProgress: 80, nutritionProgress: 90 });
    expect(at('moderately_active')).toMatchObject({ workoutProgress: 60, nutritionProgress: 70 });
    expect(at('lightly_active')).toMatchObject({ workoutProgress: 40, nutritionProgress: 50 });
    expect(at('sedentary')).toMatchObject({ workoutProgress: 20, nutritionProgress: 30 });
    expect(at(null)).toMatchObject({ workoutProgress: 20, nutritionProgress: 30 });
  });

  it('weight progress stays from 50 to 79, the same for the same member, without the weight-loss formula', () => {
    const seen = new Set<number>();
    for (let id = 1; id <= 500; id++) {
      const { weightProgress } = fallbackGoals({ id, activityLevel: null, fitnessGoal: 'strength' });
      expect(weightProgress).toBeGreaterThanOrEqual(50);
      expect(weightProgress).toBeLessThanOrEqual(79);
      expect(fallbackGoals({ id, activityLevel: 'very_active' }).weightProgress).toBe(weightProgress);
      seen.add(weightProgress);
    }
    expect(seen.size).toBeGreaterThan(20);
  });

  it('uses the height-and-weight formula for the weight-loss goal', () => {
    // 1.80 m: the top of the healthy range is 24.9 x 3.24 = 80.676 kg.
    expect(weightLossProgress(180, 80)).toBe(100);
    expect(weightLossProgress(180, 100)).toBe(81);
    expect(weightLossProgress(180, null)).toBeNull();
    expect(
      fallbackGoals({ id: 7, activityLevel: null, fitnessGoal: 'weight_loss', heightCm: 180, weightKg: 100 }),
    ).toMatchObject({ weightProgress: 81 });
  });
});

describe('goal formulas from logs', () => {
  it("the weekly target is the active plan's frequency, else 3", () => {
    expect(weeklyTarget(5)).toBe(5);
    expect(weeklyTarget(null)).toBe(3);
    expect(weeklyTarget(0)).toBe(3);
  });

  it('workout progress is workouts this week over the target, capped at 100', () => {
    expect(workoutProgress(0, 4)).toBe(0);
    expect(workoutProgress(1, 4)).toBe(25);
    expect(workoutProgress(2, 3)).toBe(67);
    expect(workoutProgress(6, 4)).toBe(100);
  });
});

describe('calorie estimate (MET x kg x hours)', () => {
  it('uses the MET of the category and the member weight', () => {
    expect(estimateWorkoutCalories({ durationMinutes: 60, weightKg: 80, setsByCategory: { strength: 10 } })).toBe(400);
    expect(estimateWorkoutCalories({ durationMinutes: 30, weightKg: 60, setsByCategory: { cardio: 1 } })).toBe(210);
    expect(estimateWorkoutCalories({ durationMinutes: 60, weightKg: 50, setsByCategory: { flexibility: 3 } })).toBe(
      125,
    );
  });

  it('weights mixed workouts by sets and counts members without a weight at 70 kg', () => {
    expect(workoutMet({ strength: 3, cardio: 1 })).toBe((5 * 3 + 7) / 4);
    expect(workoutMet({})).toBe(5);
    expect(estimateWorkoutCalories({ durationMinutes: 60, weightKg: null, setsByCategory: {} })).toBe(
      5 * DEFAULT_BODY_WEIGHT_KG,
    );
    expect(estimateWorkoutCalories({ durationMinutes: 0, weightKg: 80, setsByCategory: { cardio: 1 } })).toBe(0);
  });
});

describe('Epley one-rep max and volume', () => {
  it('estimates weight x (1 + reps / 30), a single being its own max', () => {
    expect(epleyOneRepMax(100, 1)).toBe(100);
    expect(epleyOneRepMax(100, 5)).toBe(116.7);
    expect(epleyOneRepMax(60, 12)).toBe(84);
  });

  it('gives none past 12 reps, without weight or without reps', () => {
    expect(epleyOneRepMax(60, 13)).toBeNull();
    expect(epleyOneRepMax(0, 5)).toBeNull();
    expect(epleyOneRepMax(null, 5)).toBeNull();
    expect(epleyOneRepMax(50, 0)).toBeNull();
  });

  it('volume is reps x weight', () => {
    expect(setVolumeKg({ reps: 10, weightKg: 62.5 })).toBe(625);
    expect(setVolumeKg({ reps: 10, weightKg: null })).toBe(0);
  });
});

describe('dates', () => {
  it('checks real dates and does arithmetic across months, leap days and years', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-1')).toBe(false);
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysBetween('2024-12-30', '2025-01-02')).toBe(3);
  });

  it('weeks start on Monday; weekdays run 1 (Monday) to 7 (Sunday)', () => {
    expect(isoWeekday('2025-06-02')).toBe(1);
    expect(isoWeekday('2025-06-08')).toBe(7);
    expect(weekStart('2025-06-08')).toBe('2025-06-02');
    expect(weekStart('2025-06-02')).toBe('2025-06-02');
  });
});

describe('streaks', () => {
  const today = '2025-06-11'; // a Wednesday

  it('counts consecutive days ending today, or yesterday while today is open', () => {
    expect(dayStreak(['2025-06-09', '2025-06-10', '2025-06-11'], today)).toBe(3);
    expect(dayStreak(['2025-06-09', '2025-06-10'], today)).toBe(2);
    expect(dayStreak(['2025-06-08', '2025-06-10'], today)).toBe(1);
    expect(dayStreak(['2025-06-09'], today)).toBe(0);
    expect(dayStreak([], today)).toBe(0);
  });

  it('counts consecutive weeks that reached the target; this week counts once reached', () => {
    // Two workouts in each of the last three weeks, and one so far this week.
    const dates = ['2025-05-20', '2025-05-22', '2025-05-26', '2025-05-30', '2025-06-02', '2025-06-05', '2025-06-10'];
    expect(weekStreak(dates, today, 2)).toBe(3);
    expect(weekStreak([...dates, '2025-06-11'], today, 2)).toBe(4);
    expect(weekStreak(dates, today, 3)).toBe(0);
    // A week that missed the target ends the streak.
    expect(weekStreak(['2025-05-20', '2025-05-22', '2025-06-02', '2025-06-05'], today, 2)).toBe(1);
    // Two workouts on one day count as one day of the target.
    expect(weekStreak(['2025-06-02', '2025-06-02'], today, 2)).toBe(0);
  });
});

describe('calendar year limits (spec section 9)', () => {
  it('the dropdown lists the current year minus 10 to plus 5', () => {
    const years = calendarYearOptions(2025);
    expect(years[0]).toBe(2015);
    expect(years.at(-1)).toBe(2030);
    expect(years).toHaveLength(16);
  });

  it('accepts a typed year from 100 years before to 10 years after, and ignores anything else', () => {
    expect(acceptCustomYear('1925', 2025)).toBe(1925);
    expect(acceptCustomYear('2035', 2025)).toBe(2035);
    expect(acceptCustomYear(' 2000 ', 2025)).toBe(2000);
    expect(acceptCustomYear('1924', 2025)).toBeNull();
    expect(acceptCustomYear('2036', 2025)).toBeNull();
    expect(acceptCustomYear('20x5', 2025)).toBeNull();
    expect(acceptCustomYear('2025.5', 2025)).toBeNull();
    expect(acceptCustomYear('', 2025)).toBeNull();
  });
});

describe('the shared workout summary', () => {
  const set = (o: Partial<{ reps: number; weightKg: number; durationSeconds: number; distanceKm: number }>) => ({
    reps: o.reps ?? null,
    weightKg: o.weightKg ?? null,
    durationSeconds: o.durationSeconds ?? null,
    distanceKm: o.distanceKm ?? null,
  });

  it('names the best set of each kind of exercise', () => {
    expect(
      bestSetLabel([set({ reps: 8, weightKg: 60 }), set({ reps: 5, weightKg: 80 }), set({ reps: 6, weightKg: 80 })]),
    ).toBe('80 kg x 6');
    expect(bestSetLabel([set({ distanceKm: 5, durationSeconds: 1500 }), set({ distanceKm: 3 })])).toBe('5 km in 25:00');
    expect(bestSetLabel([set({ reps: 12 }), set({ reps: 15 })])).toBe('15 reps');
    expect(bestSetLabel([set({ durationSeconds: 45 })])).toBe('45 s');
    expect(bestSetLabel([set({ durationSeconds: 90 })])).toBe('1:30 min');
    expect(bestSetLabel([set({ durationSeconds: 1200 })])).toBe('20 min');
    expect(bestSetLabel([])).toBeNull();
  });

  it('never takes a warm-up as the best set nor counts it in the volume', () => {
    const sets = [
      { ...set({ reps: 10, weightKg: 100 }), kind: 'warmup' },
      { ...set({ reps: 5, weightKg: 80 }), kind: 'normal' },
    ];
    expect(bestSetLabel(sets)).toBe('80 kg x 5');
    const summary = shareSummaryOf({
      id: 1,
      title: 'Legs',
      date: '2025-06-02',
      durationMinutes: 30,
      exercises: [{ name: 'Squat', sets }],
    });
    expect(summary.totalVolumeKg).toBe(400);
  });

  it("reads the best set and the records in the viewer's units, and older posts by their text", () => {
    const lb = { weight: 'lb', distance: 'mi' } as const;
    expect(bestSetText(set({ reps: 5, weightKg: 45.36 }), lb)).toBe('100 lb x 5');
    expect(bestSetText(set({ distanceKm: 8.047, durationSeconds: 2400 }), lb)).toBe('5 mi in 40:00');
    expect(sharedBestText({ name: 'Bench', sets: 1, best: '45.36 kg x 5' }, lb)).toBe('45.36 kg x 5');
    expect(sharedRecordText({ exercise: 'Bench', value: '45.36 kg', weightKg: 45.36 }, lb)).toBe('100 lb');
    expect(sharedRecordText({ exercise: 'Run', value: '8.047 km', distanceKm: 8.047 }, lb)).toBe('5 mi');
    expect(sharedRecordText({ exercise: 'Bench', value: '45.36 kg' }, lb)).toBe('45.36 kg');
  });

  it('counts sets and volume for the post card', () => {
    const summary = shareSummaryOf(
      {
        id: 7,
        title: 'Push',
        date: '2025-06-02',
        durationMinutes: 50,
        exercises: [{ name: 'Bench Press', sets: [set({ reps: 10, weightKg: 60 }), set({ reps: 8, weightKg: 62.5 })] }],
      },
      [{ exercise: 'Bench Press', value: '62.5 kg' }],
    );
    expect(summary).toEqual({
      logId: 7,
      title: 'Push',
      date: '2025-06-02',
      durationMinutes: 50,
      exercises: [
        {
          name: 'Bench Press',
          sets: 2,
          best: '62.5 kg x 8',
          bestSet: { reps: 8, weightKg: 62.5, durationSeconds: null, distanceKm: null },
        },
      ],
      totalVolumeKg: 1100,
      personalRecords: [{ exercise: 'Bench Press', value: '62.5 kg' }],
    });
  });
});

describe('nutrition progress from the meal diary', () => {
  it('averages how close each logged day came to the target, and is null with nothing logged', () => {
    expect(nutritionProgress([], 2000)).toBeNull();
    expect(nutritionProgress([0, 0], 2000)).toBeNull();
    expect(nutritionProgress([2000], 2000)).toBe(100);
    // 10% over scores 90, 30% under scores 70: the average is 80.
    expect(nutritionProgress([2200, 1400], 2000)).toBe(80);
    // Eating twice the target scores 0, never below.
    expect(nutritionProgress([5000], 2000)).toBe(0);
  });
});
