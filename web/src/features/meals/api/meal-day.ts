import { MEAL_TOASTS } from '@common/meals-texts';
import type { MealDay, MealLog, MealLogInput, MealLogUpdate } from '@common/schemas/meal-logs';
import type { MealType } from '@common/schemas/meals';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { inBrowserZone } from '@/lib/browser-time-zone';
import { postAdd, useAddKeys } from './add-key';
import { useRefreshTargets } from './daily-target';

// The food diary. The browser says which day it is for the member (its local date and zone).

export const mealDayKeys = { all: ['meal-day'] as const, day: (date: string) => ['meal-day', date] as const };

export function useMealDay(date: string) {
  return useQuery({
    queryKey: mealDayKeys.day(date),
    queryFn: ({ signal }) => api.get<MealDay>(inBrowserZone(`/api/meal-logs?date=${date}`), { signal }),
  });
}

/** The diary, and the sidebar's goals whose nutrition figure is the same day against the same target. */
function useRefreshDay() {
  return useRefreshTargets();
}

const failed = (fallback: string) => (error: unknown) =>
  toast({ title: MEAL_TOASTS.error, description: errorMessage(error, fallback), variant: 'destructive' });

/** Adds a food; a retry of the same add after an error is stored once (add-key.ts). */
export function useLogFood() {
  const refresh = useRefreshDay();
  const keys = useAddKeys();
  return useMutation({
    mutationFn: (input: MealLogInput) => postAdd<MealLog>(keys, inBrowserZone('/api/meal-logs'), input),
    onSuccess: (log) => {
      toast({ title: MEAL_TOASTS.foodLogged, description: `${log.name}, ${log.grams} g`, variant: 'success' });
      return refresh();
    },
    onError: failed(MEAL_TOASTS.logFailed),
  });
}

/** Logs a plan's meal; a retry of the same add after an error is stored once (add-key.ts). */
export function useLogPlanMeal() {
  const refresh = useRefreshDay();
  const keys = useAddKeys();
  return useMutation({
    mutationFn: (input: { date: string; planId: number; meal: MealType }) =>
      postAdd<MealLog[]>(keys, inBrowserZone('/api/meal-logs/from-plan'), input),
    onSuccess: (logs) => {
      toast({ title: MEAL_TOASTS.foodLogged, description: logs.map((l) => l.name).join(', '), variant: 'success' });
      return refresh();
    },
    onError: failed(MEAL_TOASTS.logFailed),
  });
}

export function useDeleteLog() {
  const refresh = useRefreshDay();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/meal-logs/${id}`),
    onSuccess: () => {
      toast({ title: MEAL_TOASTS.logDeleted, variant: 'success' });
      return refresh();
    },
    onError: failed(MEAL_TOASTS.logDeleteFailed),
  });
}

/** Corrects how much of a food was eaten; the server works out the figures. */
export function useUpdateLog() {
  const refresh = useRefreshDay();
  return useMutation({
    mutationFn: ({ id, ...body }: MealLogUpdate & { id: number }) => api.put<MealLog>(`/api/meal-logs/${id}`, body),
    onSuccess: (log) => {
      toast({ title: MEAL_TOASTS.logUpdated, description: `${log.name}, ${log.grams} g`, variant: 'success' });
      return refresh();
    },
    onError: failed(MEAL_TOASTS.logUpdateFailed),
  });
}
