import { MEAL_TOASTS } from '@common/meals-texts';
import type { MealPlan, MealPlanBody } from '@common/schemas/meals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { useRefreshTargets } from './daily-target';
import { mealPlanKeys } from './meal-plans';

// Creating, updating, deleting and following plans, with the spec's toasts (section 8).

/** Plans and, since the followed plan is the day's target, everything that shows the target. */
function useRefreshPlans() {
  const queryClient = useQueryClient();
  const refreshTargets = useRefreshTargets();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: mealPlanKeys.all }), refreshTargets()]);
}

const failed = (fallback: string) => (error: unknown) =>
  toast({ title: MEAL_TOASTS.error, description: errorMessage(error, fallback), variant: 'destructive' });

export function useCreateMealPlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (body: MealPlanBody) => api.post<MealPlan>('/api/meal-plans', body),
    onSuccess: () => {
      toast({ title: MEAL_TOASTS.success, description: MEAL_TOASTS.created, variant: 'success' });
      return refresh();
    },
    onError: failed(MEAL_TOASTS.createFailed),
  });
}

export function useUpdateMealPlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MealPlanBody }) => api.put<MealPlan>(`/api/meal-plans/${id}`, body),
    onSuccess: () => {
      toast({ title: MEAL_TOASTS.success, description: MEAL_TOASTS.updated, variant: 'success' });
      return refresh();
    },
    onError: failed(MEAL_TOASTS.updateFailed),
  });
}

export function useDeleteMealPlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/meal-plans/${id}`),
    onSuccess: () => {
      toast({ title: MEAL_TOASTS.success, description: MEAL_TOASTS.deleted, variant: 'success' });
      return refresh();
    },
    onError: failed(MEAL_TOASTS.deleteFailed),
  });
}

/** Follows a plan (its meals show on the dashboard) or stops following it. */
export function useSetActivePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      active
        ? api.post<MealPlan>(`/api/meal-plans/${id}/active`)
        : api.delete<MealPlan>(`/api/meal-plans/${id}/active`),
    onSuccess: (plan) => {
      if (plan.isActive) toast({ title: MEAL_TOASTS.success, description: MEAL_TOASTS.activated, variant: 'success' });
      return refresh();
    },
    onError: failed(MEAL_TOASTS.updateFailed),
  });
}
