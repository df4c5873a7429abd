import type { NutritionTargets } from '@common/nutrition/targets';
import type { MealGoal } from '@common/vocab';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The member's daily targets for a goal (the builder compares its totals with them). */
export function useTargets(goal: MealGoal) {
  return useQuery({
    queryKey: ['meal-targets', goal],
    queryFn: ({ signal }) => api.get<NutritionTargets>(`/api/nutrition/targets?goal=${goal}`, { signal }),
  });
}
