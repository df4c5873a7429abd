import { type ActivityBucket, activityBucket } from '../vocab';

// Spec section 9: the figures shown for a member who has logged nothing yet (DECISIONS D6), by the
// activity buckets of D3 (very and extremely active share the 'Very active' column).

interface BucketFigures {
  steps: number;
  calories: number;
  activeMinutes: number;
  sleepMinutes: number;
}

export const FALLBACK_FIGURES: Record<ActivityBucket, BucketFigures> = {
  very: { steps: 8742, calories: 2400, activeMinutes: 72, sleepMinutes: 7 * 60 + 23 },
  moderately: { steps: 6543, calories: 2000, activeMinutes: 45, sleepMinutes: 7 * 60 + 45 },
  lightly: { steps: 4321, calories: 1800, activeMinutes: 30, sleepMinutes: 8 * 60 + 15 },
  other: { steps: 2500, calories: 1500, activeMinutes: 15, sleepMinutes: 9 * 60 },
};

export interface BodyFigures {
  activityLevel: string | null | undefined;
  heightCm: number | null | undefined;
  weightKg: number | null | undefined;
}

/** 10 x weight + 6.25 x height - 500 when both are known (spec section 9), else null. */
export function formulaCalories(weightKg: number | null | undefined, heightCm: number | null | undefined) {
  if (!weightKg || !heightCm) return null;
  return Math.round(10 * weightKg + 6.25 * heightCm - 500);
}

export interface FallbackActivity {
  steps: number;
  calories: number;
  activeMinutes: number;
  sleepHours: number;
}

export function fallbackActivity(body: BodyFigures): FallbackActivity {
  const figures = FALLBACK_FIGURES[activityBucket(body.activityLevel)];
  return {
    steps: figures.steps,
    calories: formulaCalories(body.weightKg, body.heightCm) ?? figures.calories,
    activeMinutes: figures.activeMinutes,
    sleepHours: figures.sleepMinutes / 60,
  };
}

/** '7h 23m' for 7.383 hours. */
export function formatSleep(hours: number): string {
  const minutes = Math.round(hours * 60);
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}
