import { LOG_LIMITS } from '@common/schemas/workout-logs';
import { PLAN_LIMITS } from '@common/schemas/workouts';
import type { UnitPreferences } from '@common/units';
import { distanceRangeMessage, WORKOUT_MESSAGES as M, weightRangeMessage } from '@common/workouts-texts';

// The shared schemas validate kg and km (the API's units) and say their limits in kg and km; a
// form knows the member's units and says them there instead (docs/decisions/0009). The rules stay
// the schemas': only the wording of their range messages changes.

/** A schema's message as the member reads it: a weight or distance range in their units, else as it is. */
export function inMemberUnits(message: string, units: UnitPreferences): string {
  switch (message) {
    case M.weightRange:
      return weightRangeMessage(PLAN_LIMITS.weightMaxKg, units.weight);
    case M.setWeightRange:
      return weightRangeMessage(LOG_LIMITS.setWeightMaxKg, units.weight);
    case M.distanceRange:
      return distanceRangeMessage(LOG_LIMITS.distanceKmMin, LOG_LIMITS.distanceKmMax, units.distance);
    default:
      return message;
  }
}
