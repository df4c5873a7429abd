import { METRIC_UNITS, type UnitPreferences } from '@common/units';
import { useSession } from './session-provider';

/**
 * The signed-in member's units (issue 16): kg or lb, km or mi. They travel with the session's
 * user, so every screen has them at first paint without another request; visitors read metric.
 * Format and convert with `common/units.ts` (values from the API are always kg and km).
 */
export function useUnits(): UnitPreferences {
  const { user } = useSession();
  return user?.units ?? METRIC_UNITS;
}
