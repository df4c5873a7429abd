import type { ProgressionInput } from '@common/schemas/coach';
import type { WeightUnit } from '@common/units';

// Query keys of the coach feature. All start with ['workouts', 'coach']: a saved or deleted log or
// a changed plan (which invalidate ['workouts']) refreshes the history and suggestions, and the
// offline store keeps the 'workouts' queries on the device (issue 17), so the logger suggests with
// no network from the history it fetched last.
export const coachKeys = {
  history: (exerciseIds: readonly number[]) => ['workouts', 'coach', 'history', exerciseIds] as const,
  settings: (unit: WeightUnit) => ['workouts', 'coach', 'settings', unit] as const,
  /** `today`: the member's date decides which plan day comes next. */
  suggestion: (exerciseId: number, override: ProgressionInput | null, today: string) =>
    ['workouts', 'coach', 'suggestion', exerciseId, override, today] as const,
  /** Workouts saved on this device and not yet synced, as sessions per exercise. */
  pending: () => ['workouts', 'coach', 'pending'] as const,
};
