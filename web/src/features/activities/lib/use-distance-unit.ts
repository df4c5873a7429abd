import type { DistanceUnit } from './format';

/**
 * The member's distance unit. Kilometres until the units preference (another issue, landing as
 * web/src/lib/use-units.ts) is merged; then this returns the member's choice, and every display
 * of the feature follows, since they all format through lib/format.ts with this unit.
 */
export function useDistanceUnit(): DistanceUnit {
  return 'km';
}
