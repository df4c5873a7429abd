import type { PlanningBasis } from '@common/nutrition/daily-target';
import type { MealGoal } from '@common/vocab';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * What a new plan for a goal is measured against (the builder): the member's own target, else the
 * estimate for the goal, labelled as such. Never the followed plan.
 */
export function useTargets(goal: MealGoal) {
  return useQuery({
    queryKey: ['meal-targets', goal],
    queryFn: ({ signal }) => api.get<PlanningBasis>(`/api/nutrition/targets?goal=${goal}`, { signal }),
  });
}
