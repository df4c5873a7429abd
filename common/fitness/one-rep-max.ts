// Estimated one-repetition maximum (Epley, 1985): weight x (1 + reps / 30). A single is its own
// maximum. Past 12 reps the estimate drifts far from what lifters can really do, so such sets
// give none (they still count for 'most reps').

export const EPLEY_MAX_REPS = 12;

export function epleyOneRepMax(weightKg: number | null | undefined, reps: number | null | undefined): number | null {
  if (!weightKg || weightKg <= 0 || !reps || reps < 1 || reps > EPLEY_MAX_REPS) return null;
  if (reps === 1) return weightKg;
  return Math.round(weightKg * (1 + reps / 30) * 10) / 10;
}

/** Volume of a set: reps x weight, in kg (a set without weight or reps adds none, nor a warm-up). */
export function setVolumeKg(set: { kind?: string; reps?: number | null; weightKg?: number | null }): number {
  if (set.kind === 'warmup') return 0;
  return (set.reps ?? 0) * (set.weightKg ?? 0);
}
