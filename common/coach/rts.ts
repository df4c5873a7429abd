// The RTS table (Reactive Training Systems, M. Tuchscherer): the percentage of a one-rep max that
// a set of 1 to 12 reps at an RPE of 6.5 to 10 takes. A set of 5 reps at RPE 8 is 81.1% of the
// max, 3 reps at RPE 9 is 89.2%. One point of RPE less is one rep more: the RPE 9 row is the
// RPE 10 row one column on (a test checks this, so a mistyped figure shows).

/** Percent of 1RM by RPE (rows) and reps 1 to 12 (columns). */
export const RTS_TABLE: Readonly<Record<string, readonly number[]>> = {
  '10': [100, 95.5, 92.2, 89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0],
  '9.5': [97.8, 93.9, 90.7, 87.8, 85.0, 82.4, 79.9, 77.4, 75.1, 72.3, 69.4, 66.7],
  '9': [95.5, 92.2, 89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0, 65.3],
  '8.5': [93.9, 90.7, 87.8, 85.0, 82.4, 79.9, 77.4, 75.1, 72.3, 69.4, 66.7, 64.0],
  '8': [92.2, 89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0, 65.3, 62.6],
  '7.5': [90.7, 87.8, 85.0, 82.4, 79.9, 77.4, 75.1, 72.3, 69.4, 66.7, 64.0, 61.3],
  '7': [89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0, 65.3, 62.6, 59.9],
  '6.5': [87.8, 85.0, 82.4, 79.9, 77.4, 75.1, 72.3, 69.4, 66.7, 64.0, 61.3, 58.6],
};

/** The table's percentage for `reps` at `rpe`, or null outside it (more than 12 reps, RPE under 6.5). */
export function rtsPercent(reps: number, rpe: number): number | null {
  if (!Number.isInteger(reps) || reps < 1 || reps > 12) return null;
  return RTS_TABLE[String(rpe)]?.[reps - 1] ?? null;
}

/** A set's RPE: as logged, or 10 minus its reps in reserve; rounded to a half point. */
export function setRpe(set: { rpe: number | null; rir: number | null }): number | null {
  const value = set.rpe ?? (set.rir === null ? null : 10 - set.rir);
  return value === null ? null : Math.round(value * 2) / 2;
}
