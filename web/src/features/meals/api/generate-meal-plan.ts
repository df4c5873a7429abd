import { MEAL_TOASTS } from '@common/meals-texts';
import type { GeneratedMealPlan } from '@common/schemas/meals';
import type { MealGoal } from '@common/vocab';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';

/** POST /api/meal-plans/generate: a plan for the goal and the member's targets, not saved yet. */
export function useGenerateMealPlan() {
  return useMutation({
    mutationFn: (input: { goal: MealGoal; variant: number }) =>
      api.post<GeneratedMealPlan>('/api/meal-plans/generate', input),
    onSuccess: () =>
      toast({ title: MEAL_TOASTS.generated, description: MEAL_TOASTS.generatedDescription, variant: 'success' }),
    onError: (error) =>
      toast({
        title: MEAL_TOASTS.error,
        description: errorMessage(error, MEAL_TOASTS.generateFailed),
        variant: 'destructive',
      }),
  });
}
