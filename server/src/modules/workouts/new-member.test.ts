import { utcIsoDate, weekStart } from '@common/fitness/dates';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();
const today = utcIsoDate();

/** Every number anywhere in a JSON answer, with its path. */
function numbersIn(value: unknown, path = ''): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => numbersIn(v, `${path}.${key}`));
  }
  return [];
}

describe('a brand-new member gets no invented figures (issue 16 point 2)', () => {
  it('activity, goals, diary and target answer zeros for what they did and null for everything else', async () => {
    // A full profile, so every old fallback (typical day, formula calories, activity-factor
    // percentages, a random weight progress, the maintenance estimate) would have had its input.
    const { user, cookie } = await buildSignedInUser(ctx.db, {
      activityLevel: 'very_active',
      heightCm: 175,
      weightKg: 80,
      dateOfBirth: '1990-04-02',
      fitnessGoal: 'muscle_gain',
    });
    const get = async (url: string) => {
      const answer = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(answer.statusCode, url).toBe(200);
      return answer.json();
    };
    const activity = await get(`/api/users/${user.id}/activity?today=${today}`);
    const goals = await get(`/api/users/${user.id}/goals?today=${today}`);
    const diary = await get(`/api/meal-logs?date=${today}`);
    const target = await get(`/api/nutrition/target?date=${today}`);

    expect(activity).toMatchObject({ source: 'none', steps: null, sleepHours: null, week: { target: null } });
    expect(goals).toMatchObject({
      source: 'none',
      weightProgress: null,
      workoutProgress: null,
      nutritionProgress: null,
      weeklyTarget: null,
    });
    expect(diary).toMatchObject({ target: null, percent: null });
    expect(target).toMatchObject({ target: null, own: null });
    // The only numbers are counts of what they did (all 0); the suggestion is its own labelled field.
    const { suggestion, ...rest } = target;
    expect(suggestion).toMatchObject({ goal: 'muscle_gain', missing: [] });
    const figures = [activity, goals, diary, rest].flatMap((answer) => numbersIn(answer));
    expect(figures.filter(([, value]) => value !== 0)).toEqual([]);
    expect(activity.week.start).toBe(weekStart(today));
  });
});
