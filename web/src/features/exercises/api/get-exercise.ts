import type { ExerciseDetail } from '@common/schemas/workout-exercises';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { exerciseKeys } from './keys';

export const isExerciseId = (id: number) => Number.isInteger(id) && id > 0;

export const getExercise = (id: number, signal?: AbortSignal) =>
  api.get<ExerciseDetail>(`/api/exercises/${id}`, { signal });

/** GET /api/exercises/{id}: the exercise, the member's note, sessions and records. */
export function useExercise(id: number) {
  return useQuery({
    queryKey: exerciseKeys.detail(id),
    queryFn: ({ signal }) => getExercise(id, signal),
    enabled: isExerciseId(id),
  });
}
