import { useUnits } from '@/features/auth';
import type { DistanceUnit } from './format';

/** The member's distance unit (km or mi, their preference from issue 16), for every display here. */
export function useDistanceUnit(): DistanceUnit {
  return useUnits().distance;
}
