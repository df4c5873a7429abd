import { describe, expect, it } from 'vitest';
import { LOG_LIMITS, logSetSchema } from './schemas/workout-logs';
import { PLAN_LIMITS } from './schemas/workouts';
import { distanceLimitIn, weightLimitIn, weightToKg } from './units';
import { distanceRangeMessage, WORKOUT_MESSAGES as M, weightRangeMessage } from './workouts-texts';

describe("range messages in the member's units", () => {
  it('state a kg limit in lb rounded inwards, so the figure stated is itself allowed', () => {
    expect(weightRangeMessage(LOG_LIMITS.setWeightMaxKg, 'lb')).toBe('Weight must be between 0 and 2,204 lb');
    expect(weightRangeMessage(PLAN_LIMITS.weightMaxKg, 'lb')).toBe('Weight must be between 0 and 1,102 lb');
    expect(weightToKg(weightLimitIn(LOG_LIMITS.setWeightMaxKg, 'lb'), 'lb')).toBeLessThanOrEqual(1000);
    expect(weightToKg(weightLimitIn(LOG_LIMITS.setWeightMaxKg, 'lb') + 1, 'lb')).toBeGreaterThan(1000);
  });

  it('state a km range in miles, the lower bound rounded up and the upper down', () => {
    expect(distanceRangeMessage(0.01, 1000, 'mi')).toBe('Distance must be between 0.01 and 621 mi');
    expect(distanceLimitIn(0.01, 'mi', 'min')).toBe(0.01);
    expect(distanceLimitIn(1000, 'mi')).toBe(621);
  });

  it("keep the API's kg and km messages, built from the schemas' own limits", () => {
    expect(M.setWeightRange).toBe(weightRangeMessage(LOG_LIMITS.setWeightMaxKg, 'kg'));
    expect(M.setWeightRange).toBe('Weight must be between 0 and 1,000 kg');
    expect(M.weightRange).toBe(weightRangeMessage(PLAN_LIMITS.weightMaxKg, 'kg'));
    expect(M.weightRange).toBe('Weight must be between 0 and 500 kg');
    expect(M.distanceRange).toBe(distanceRangeMessage(LOG_LIMITS.distanceKmMin, LOG_LIMITS.distanceKmMax, 'km'));
    // The distance bounds are the shared field's (workout-fields.ts).
    const set = (distanceKm: number) => logSetSchema.safeParse({ distanceKm }).success;
    expect([set(LOG_LIMITS.distanceKmMin), set(LOG_LIMITS.distanceKmMax)]).toEqual([true, true]);
    expect([set(0.009), set(LOG_LIMITS.distanceKmMax + 0.001)]).toEqual([false, false]);
  });
});
