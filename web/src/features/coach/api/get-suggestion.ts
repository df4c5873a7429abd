import { localIsoDate } from '@common/fitness/dates';
import type { CoachSuggestion, ProgressionInput } from '@common/schemas/coach';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { coachKeys } from './keys';

/**
 * The query of a scheme to try: `scheme=double&min=8&max=12`, `scheme=linear&reps=5`,
 * `scheme=rpe&reps=3&rpe=9`; with `today` (the member's date), which decides the plan day that comes next.
 */
export function suggestionQuery(override: ProgressionInput | null, today?: string): string {
  const params = new URLSearchParams();
  if (override) {
    params.set('scheme', override.scheme);
    for (const key of ['min', 'max', 'reps', 'rpe'] as const) {
      const value = override[key];
      if (value !== undefined) params.set(key, String(value));
    }
  }
  if (today) params.set('today', today);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/exercises/{id}/suggestion, with the plan's scheme (for the member's next plan day) or one to try. */
export function useExerciseSuggestion(exerciseId: number, override: ProgressionInput | null = null) {
  const today = localIsoDate();
  return useQuery({
    queryKey: coachKeys.suggestion(exerciseId, override, today),
    queryFn: ({ signal }) =>
      api.get<CoachSuggestion>(`/api/exercises/${exerciseId}/suggestion${suggestionQuery(override, today)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
