import type { CoachSuggestion } from '@common/schemas/coach';
import type { WeightUnit } from '@common/units';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCoachSettings } from '../api/coach-settings';
import { useCoachHistory } from '../api/get-coach-history';
import { coachKeys } from '../api/keys';
import type { PendingSessions } from './pending-sessions';
import { type PlanEntry, suggestFromHistory } from './suggest-from-history';

/** The workouts kept on this device and not yet synced, by exercise. */
function usePendingSessions(): PendingSessions {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: coachKeys.pending(),
    // Written by rememberPendingWorkout only: reading answers what the cache holds.
    queryFn: () => queryClient.getQueryData<PendingSessions>(coachKeys.pending()) ?? {},
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? {};
}

/**
 * The next session of each exercise, worked out in the browser from the member's history (one
 * call for all of them), their steps and plates, and each plan entry's scheme: by exercise id.
 * Undefined until the history and settings are there (also from the device, offline).
 */
export function useSuggestions(
  items: readonly { exerciseId: number; entry: PlanEntry | null }[],
  unit: WeightUnit,
  enabled = true,
): Map<number, CoachSuggestion> | undefined {
  const history = useCoachHistory(enabled ? items.map((i) => i.exerciseId) : []);
  const settings = useCoachSettings(unit);
  const pending = usePendingSessions();
  const key = JSON.stringify(items);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the items' content
  return useMemo(() => {
    if (!enabled || !history.data || !settings.data) return undefined;
    const map = new Map<number, CoachSuggestion>();
    for (const { exerciseId, entry } of items) {
      const h = history.data.get(exerciseId);
      if (!h || map.has(exerciseId)) continue;
      map.set(
        exerciseId,
        suggestFromHistory({ history: h, settings: settings.data, entry, pending: pending[exerciseId] }),
      );
    }
    return map;
  }, [enabled, history.data, settings.data, pending, key]);
}
