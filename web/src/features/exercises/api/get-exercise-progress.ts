import type { ExerciseProgress } from '@common/schemas/workout-exercises';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { exerciseKeys } from './keys';

/** GET /api/exercises/{id}/progress: the chart's figure per session, all time. */
export function useExerciseProgress(id: number, enabled = true) {
  return useQuery({
    queryKey: exerciseKeys.progress(id),
    queryFn: ({ signal }) => api.get<ExerciseProgress>(`/api/exercises/${id}/progress`, { signal }),
    enabled,
  });
}
