// Calories burned in a logged workout, from MET values (Compendium of Physical Activities, 2011):
// kcal = MET x body weight (kg) x hours. The categories' values: resistance training between
// moderate (3.5) and vigorous (6.0) effort, 5.0; general cardio (running, cycling, rowing at a
// moderate pace), 7.0; stretching and yoga, 2.5. A workout that mixes categories uses the mean MET
// of its sets. The weight is the member's own: without one there is no estimate (null), never
// one for an assumed body (issue 16 point 2).

export const MET_BY_CATEGORY = { strength: 5, cardio: 7, flexibility: 2.5 } as const;
export type ExerciseCategory = keyof typeof MET_BY_CATEGORY;

export interface CalorieInput {
  /** null: not known (an imported workout whose file gave none): no estimate either. */
  durationMinutes: number | null;
  weightKg: number | null | undefined;
  /** How many sets of each category the workout had. */
  setsByCategory: Partial<Record<ExerciseCategory, number>>;
}

/** The workout's mean MET, weighted by sets; strength when it has no sets at all. */
export function workoutMet(setsByCategory: CalorieInput['setsByCategory']): number {
  let sets = 0;
  let weighted = 0;
  for (const [category, count] of Object.entries(setsByCategory) as [ExerciseCategory, number][]) {
    if (!count || count < 0) continue;
    sets += count;
    weighted += MET_BY_CATEGORY[category] * count;
  }
  return sets > 0 ? weighted / sets : MET_BY_CATEGORY.strength;
}

export function estimateWorkoutCalories({ durationMinutes, weightKg, setsByCategory }: CalorieInput): number | null {
  if (!weightKg || weightKg <= 0 || durationMinutes === null) return null;
  if (!durationMinutes || durationMinutes <= 0) return 0;
  return Math.round(workoutMet(setsByCategory) * weightKg * (durationMinutes / 60));
}
