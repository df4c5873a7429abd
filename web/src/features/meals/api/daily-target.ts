import { TARGET_TEXTS } from '@common/meals-texts';
import type { NutritionTargetState, OwnTargetInput } from '@common/schemas/nutrition-target';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { inBrowserZone } from '@/lib/browser-time-zone';
import { isoDay } from '../lib/dates';

// The member's one nutrition target (issue 16 point 3): the followed plan, else their own.

export const targetKeys = { state: ['nutrition-target'] as const };

/**
 * Everything that shows the day's target: the diary, the target card, the builder's comparison,
 * and the sidebar's goals (the workouts feature's ['workouts', 'goals'] queries). Any change to
 * a plan, the own target or the diary refreshes them together, so no screen shows an old figure.
 */
export function useRefreshTargets() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['meal-day'], targetKeys.state, ['meal-targets'], ['workouts', 'goals']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** GET /api/nutrition/target: the day's target with its source, the own target, and the suggestion. */
export function useNutritionTarget() {
  return useQuery({
    queryKey: targetKeys.state,
    queryFn: ({ signal }) =>
      api.get<NutritionTargetState>(inBrowserZone(`/api/nutrition/target?date=${isoDay()}`), {
        signal,
      }),
  });
}

const failed = (error: unknown) =>
  toast({
    title: TARGET_TEXTS.saveFailed,
    description: errorMessage(error, TARGET_TEXTS.saveFailed),
    variant: 'destructive',
  });

/** PUT /api/nutrition/target: the member sets their own daily target. */
export function useSaveOwnTarget() {
  const refresh = useRefreshTargets();
  return useMutation({
    mutationFn: (input: OwnTargetInput) => api.put<NutritionTargetState>('/api/nutrition/target', input),
    onSuccess: () => {
      toast({ title: TARGET_TEXTS.saved, variant: 'success' });
      return refresh();
    },
    // The form marks the fields the server named; the toast says it failed in every case.
    onError: failed,
  });
}

/** DELETE /api/nutrition/target. */
export function useRemoveOwnTarget() {
  const refresh = useRefreshTargets();
  return useMutation({
    mutationFn: () => api.delete<void>('/api/nutrition/target'),
    onSuccess: () => {
      toast({ title: TARGET_TEXTS.removed, variant: 'success' });
      return refresh();
    },
    onError: failed,
  });
}
