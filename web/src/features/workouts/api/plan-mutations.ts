import type { CreatePlanBody, UpdatePlanBody, WorkoutPlan } from '@common/schemas/workouts';
import { WORKOUT_TOASTS as T } from '@common/workouts-texts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { todayParam, workoutKeys } from './keys';

function useRefreshWorkouts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: workoutKeys.all });
}

const failed = (fallback: string) => (error: unknown) =>
  toast({ title: T.error, description: errorMessage(error, fallback), variant: 'destructive' });

/** POST /api/workout-plans (spec toasts: 'Failed to create workout plan.'). */
export function useCreatePlan() {
  const refresh = useRefreshWorkouts();
  return useMutation({
    mutationFn: (body: CreatePlanBody) => api.post<WorkoutPlan>(`/api/workout-plans?${todayParam()}`, body),
    onSuccess: () => {
      void refresh();
      toast({ title: T.success, description: T.planCreated, variant: 'success' });
    },
    onError: failed(T.createPlanFailed),
  });
}

/** PUT /api/workout-plans/{id}: any subset of the fields (also "make active"). */
export function useUpdatePlan(successText: string = T.planUpdated) {
  const refresh = useRefreshWorkouts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdatePlanBody }) =>
      api.put<WorkoutPlan>(`/api/workout-plans/${id}?${todayParam()}`, body),
    onSuccess: () => {
      void refresh();
      toast({ title: T.success, description: successText, variant: 'success' });
    },
    onError: failed(T.updatePlanFailed),
  });
}

export function useDeletePlan() {
  const refresh = useRefreshWorkouts();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/workout-plans/${id}`),
    onSuccess: () => {
      void refresh();
      toast({ title: T.success, description: T.planDeleted, variant: 'success' });
    },
    onError: failed(T.deletePlanFailed),
  });
}

/** POST /api/workout-plans/{id}/copy: 'Use this plan' (a copy that becomes the active plan). */
export function useCopyPlan() {
  const refresh = useRefreshWorkouts();
  return useMutation({
    mutationFn: (id: number) => api.post<WorkoutPlan>(`/api/workout-plans/${id}/copy?${todayParam()}`),
    onSuccess: () => {
      void refresh();
      toast({ title: T.success, description: T.planCopied, variant: 'success' });
    },
    onError: failed(T.createPlanFailed),
  });
}
