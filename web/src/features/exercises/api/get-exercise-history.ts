import type { ExerciseSession } from '@common/schemas/workout-exercises';
import { useKeysetList } from '@/lib/use-keyset-list';
import { exerciseKeys } from './keys';

export const HISTORY_PAGE = 10;

/** GET /api/exercises/{id}/history: the member's sessions of it, newest first, paged by `before`. */
export function useExerciseHistory(id: number, enabled = true) {
  return useKeysetList<ExerciseSession>(exerciseKeys.history(id), `/api/exercises/${id}/history`, {
    limit: HISTORY_PAGE,
    enabled,
  });
}
