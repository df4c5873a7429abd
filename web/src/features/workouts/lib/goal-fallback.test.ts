import { describe, expect, it } from 'vitest';
import { fallbackGoals } from './goal-fallback';

describe('fallbackGoals', () => {
  it('uses the activity factor for workouts and adds 10 for nutrition', () => {
    expect(fallbackGoals({ id: 1, activityLevel: 'very_active' })).toMatchObject({
      workoutProgress: 80,
      nutritionProgress: 90,
    });
    expect(fallbackGoals({ id: 1, activityLevel: 'extremely_active' })).toMatchObject({ workoutProgress: 80 });
    expect(fallbackGoals({ id: 1, activityLevel: 'moderately_active' })).toMatchObject({
      workoutProgress: 60,
      nutritionProgress: 70,
    });
    expect(fallbackGoals({ id: 1, activityLevel: 'lightly_active' })).toMatchObject({
      workoutProgress: 40,
      nutritionProgress: 50,
    });
    expect(fallbackGoals({ id: 1, activityLevel: 'sedentary' })).toMatchObject({
      workoutProgress: 20,
      nutritionProgress: 30,
    });
    expect(fallbackGoals({ id: 1, activityLevel: null })).toMatchObject({ workoutProgress: 20, nutritionProgress: 30 });
  });

  it('keeps weight progress between 50 and 79 and the same for the same user', () => {
    const seen = new Set<number>();
    for (let id = 1; id <= 500; id++) {
      const { weightProgress } = fallbackGoals({ id, activityLevel: null });
      expect(weightProgress).toBeGreaterThanOrEqual(50);
      expect(weightProgress).toBeLessThanOrEqual(79);
      expect(fallbackGoals({ id, activityLevel: 'very_active' }).weightProgress).toBe(weightProgress);
      seen.add(weightProgress);
    }
    expect(seen.size).toBeGreaterThan(20);
  });
});
