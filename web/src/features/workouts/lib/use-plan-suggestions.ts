import type { CoachSuggestion } from '@common/schemas/coach';
import type { WorkoutPlan } from '@common/schemas/workouts';
import { useUnits } from '@/features/auth';
import { useSuggestions } from '@/features/coach';

/**
 * The coach's next session for each exercise of the member's own plan (issue 33), with each
 * entry's scheme and sets: the plan view and Today's Workout show them. Undefined for someone
 * else's plan or a recommended one (the coach reads the member's own history for their own plan).
 */
export function usePlanSuggestions(
  plan: Pick<WorkoutPlan, 'id' | 'name' | 'schedule'> | null | undefined,
  own: boolean,
): Map<number, CoachSuggestion> | undefined {
  const { weight } = useUnits();
  const items =
    plan && own
      ? plan.schedule.flatMap((day) =>
          day.exercises.map((e) => ({
            exerciseId: e.exerciseId,
            entry: { progression: e.progression, sets: e.sets, plan: { id: plan.id, name: plan.name } },
          })),
        )
      : [];
  return useSuggestions(items, weight, items.length > 0);
}
