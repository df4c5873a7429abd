import { LIMITS } from '../limits';

// Goal progress from the member's own data (DECISIONS D6 revised): no default target and no
// figure for a member with no data. Each percentage needs a target the member set or chose.

/**
 * The weekly target: the days per week of the member's active plan (a target they chose), else
 * none: the screens invite them to pick a plan rather than assume one.
 */
export function weeklyTarget(activePlanFrequency: number | null | undefined): number | null {
  return activePlanFrequency && activePlanFrequency > 0 ? activePlanFrequency : null;
}

const clampPercent = (value: number) => Math.max(0, Math.min(LIMITS.progressMax, Math.round(value)));

/** This week's workout days against the weekly target, as a percentage capped at 100; null without a target. */
export function workoutProgress(workoutDaysThisWeek: number, target: number | null): number | null {
  return target ? clampPercent((workoutDaysThisWeek / target) * 100) : null;
}

/** The top of the healthy BMI range (WHO): what the weight-loss progress measures against. */
export const HEALTHY_BMI_MAX = 24.9;

/**
 * The spec's 'height-and-weight formula for Weight Loss' (its exact formula is not shown): how close
 * the member's own weight is to the top of the healthy BMI range for their own height, as target
 * weight / current weight x 100 (100 once within the range). Null without both figures. The
 * screens label it 'toward a healthy BMI (24.9)': the reference is named, not presented as a
 * target the member set.
 */
export function weightLossProgress(heightCm: number | null | undefined, weightKg: number | null | undefined) {
  if (!heightCm || !weightKg) return null;
  const metres = heightCm / 100;
  const targetKg = HEALTHY_BMI_MAX * metres * metres;
  return clampPercent(weightKg <= targetKg ? 100 : (targetKg / weightKg) * 100);
}
