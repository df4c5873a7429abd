import type { Exercise } from '@common/schemas/workout-exercises';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { exerciseKeys } from './keys';

export const getExercises = (signal?: AbortSignal) => api.get<Exercise[]>('/api/exercises', { signal });

/**
 * GET /api/exercises: the whole library (the catalogue and the member's own, by name). One bounded
 * answer, searched and filtered on the device, so typing never waits for the network.
 */
export function useExerciseLibrary() {
  return useQuery({ queryKey: exerciseKeys.library(), queryFn: ({ signal }) => getExercises(signal) });
}
