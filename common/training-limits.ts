// Limits of heart-rate zones and training load (issue 32), without zod: training-texts.ts states
// them in its messages, and the schemas (./schemas/training.ts) enforce them.

export const TRAINING_LIMITS = {
  maxHeartRateMin: 100,
  maxHeartRateMax: 230,
  restingHeartRateMin: 25,
  restingHeartRateMax: 120,
  /** A resting heart rate this close to the max would squeeze the five zones into a few beats. */
  reserveMinBpm: 20,
  effortMin: 1,
  effortMax: 10,
  loadRangeDaysMax: 730,
  loadRangeDefaultDays: 90,
} as const;
