import type { CoachSuggestion, ProgressionInput } from '@common/schemas/coach';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { coachKeys } from './keys';

/** The query of a scheme to try: `scheme=double&min=8&max=12`, `scheme=linear&reps=5`, `scheme=rpe&reps=3&rpe=9`. */
export function suggestionQuery(override: ProgressionInput | null): string {
  if (!override) return '';
  const params = new URLSearchParams({ scheme: override.scheme });
  for (const key of ['min', 'max', 'reps', 'rpe'] as const) {
    const value = override[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return `?${params}`;
}

/** GET /api/exercises/{id}/suggestion, with the plan's scheme or one to try. */
export function useExerciseSuggestion(exerciseId: number, override: ProgressionInput | null = null) {
  return useQuery({
    queryKey: coachKeys.suggestion(exerciseId, override),
    queryFn: ({ signal }) =>
      api.get<CoachSuggestion>(`/api/exercises/${exerciseId}/suggestion${suggestionQuery(override)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
