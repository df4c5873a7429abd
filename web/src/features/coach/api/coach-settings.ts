import { COACH_TEXTS as T } from '@common/coach-texts';
import type { CoachSettings, CoachSettingsBody } from '@common/schemas/coach';
import type { WeightUnit } from '@common/units';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { coachKeys } from './keys';

export const getCoachSettings = (unit: WeightUnit, signal?: AbortSignal) =>
  api.get<CoachSettings>(`/api/coach/settings?unit=${unit}`, { signal });

/** GET /api/coach/settings: the member's steps, bar and plates in `unit` (the defaults where unset). */
export function useCoachSettings(unit: WeightUnit) {
  return useQuery({ queryKey: coachKeys.settings(unit), queryFn: ({ signal }) => getCoachSettings(unit, signal) });
}

/** PUT /api/coach/settings; every suggestion is worked out again with the new steps and plates. */
export function useSaveCoachSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CoachSettingsBody) => api.put<CoachSettings>('/api/coach/settings', body),
    onSuccess: (settings) => {
      queryClient.setQueryData(coachKeys.settings(settings.unit), settings);
      void queryClient.invalidateQueries({ queryKey: ['workouts', 'coach', 'suggestion'] });
      toast({ title: T.settingsSaved, variant: 'success' });
    },
    onError: (error) =>
      toast({ title: T.settingsFailed, description: errorMessage(error, T.settingsFailed), variant: 'destructive' }),
  });
}
