import { LIMITS } from '../limits';
import { type ActivityBucket, activityBucket } from '../vocab';
import type { BodyFigures } from './fallback-figures';

/** Workouts a week a member aims for when no active plan sets a frequency. */
export const DEFAULT_WEEKLY_TARGET = 3;

/** The weekly target: the active plan's frequency (days per week), else the default. */
export function weeklyTarget(activePlanFrequency: number | null | undefined): number {
  return activePlanFrequency && activePlanFrequency > 0 ? activePlanFrequency : DEFAULT_WEEKLY_TARGET;
}

const clampPercent = (value: number) => Math.max(0, Math.min(LIMITS.progressMax, Math.round(value)));

/** This week's workouts against the weekly target, as a percentage capped at 100. */
export function workoutProgress(workoutsThisWeek: number, target: number): number {
  return clampPercent((workoutsThisWeek / Math.max(1, target)) * 100);
}

/** The top of the healthy BMI range (WHO): the weight-loss goal's target. */
export const HEALTHY_BMI_MAX = 24.9;

/**
 * The spec's 'height-and-weight formula for Weight Loss' (its exact formula is not shown): how close
 * the member is to the top of the healthy BMI range, as target weight / current weight x 100
 * (100 once within the range). Null without both figures.
 */
export function weightLossProgress(heightCm: number | null | undefined, weightKg: number | null | undefined) {
  if (!heightCm || !weightKg) return null;
  const metres = heightCm / 100;
  const targetKg = HEALTHY_BMI_MAX * metres * metres;
  return clampPercent(weightKg <= targetKg ? 100 : (targetKg / weightKg) * 100);
}

/** Spec section 9: activity-level factor for the fallback workout progress (D3 buckets). */
const ACTIVITY_FACTOR: Record<ActivityBucket, number> = { very: 0.8, moderately: 0.6, lightly: 0.4, other: 0.2 };

export interface GoalFigures {
  weightProgress: number;
  workoutProgress: number;
  nutritionProgress: number;
}

/**
 * The goal progress for a member with no logs (spec section 9): workout progress is the activity
 * factor x 100 and nutrition that plus 10 (capped at 100). Weight progress is the weight-loss
 * formula for that goal when height and weight are known; otherwise the spec draws a random number
 * from 50 to 79, which here is derived from the member's id so it does not jump between visits.
 */
export function fallbackGoals(member: { id: number; fitnessGoal?: string | null } & Partial<BodyFigures>): GoalFigures {
  const workout = clampPercent(ACTIVITY_FACTOR[activityBucket(member.activityLevel)] * 100);
  const formula = member.fitnessGoal === 'weight_loss' ? weightLossProgress(member.heightCm, member.weightKg) : null;
  return {
    weightProgress: formula ?? 50 + ((Math.imul(member.id, 2654435761) >>> 0) % 30),
    workoutProgress: workout,
    nutritionProgress: clampPercent(workout + 10),
  };
}

/**
 * Nutrition progress once a member logs meals: how close each day of this week they logged came
 * to their daily calorie target (100 on target, falling by the share they were over or under),
 * averaged over those days. Null when they logged no meals this week: nothing to measure.
 */
export function nutritionProgress(dailyCalories: number[], targetCalories: number): number | null {
  const logged = dailyCalories.filter((c) => c > 0);
  if (logged.length === 0 || targetCalories <= 0) return null;
  const scores = logged.map((c) => clampPercent(100 - (Math.abs(c - targetCalories) / targetCalories) * 100));
  return clampPercent(scores.reduce((a, b) => a + b, 0) / scores.length);
}
