import type { CoachSuggestion } from '@common/schemas/coach';
import type { WeightUnit } from '@common/units';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCoachSettings } from '../api/coach-settings';
import { useCoachHistory } from '../api/get-coach-history';
import { coachKeys } from '../api/keys';
import type { PendingSessions } from './pending-sessions';
import { type PlanEntry, suggestFromHistory } from './suggest-from-history';

/**
 * One exercise to suggest for. `key` names the place it is shown (a plan day's entry, a card of the
 * logger): the same exercise twice (squat 5 × 5 on Monday, 3 × 10 on Thursday) is two items, each
 * with its own entry.
 */
export interface SuggestionItem {
  key: string;
  exerciseId: number;
  entry: PlanEntry | null;
  /**
   * Its place among the entries of its exercise in the same workout or plan day (entryOccurrences
   * of @common/coach): 1, the default, for the first; 2 for a second entry, such as back-off sets
   * after a heavy entry, which follows its own sets of past workouts, never the heavy weight.
   */
  occurrence?: number;
}

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
 * The next session of each item, worked out in the browser from the member's history (one call
 * for all of them, shared by the items of the same exercise), their steps and plates, and the
 * item's own plan entry (its scheme and sets): by the item's key. Undefined until the history and
 * settings are there (also from the device, offline).
 */
export function useSuggestions(
  items: readonly SuggestionItem[],
  unit: WeightUnit,
  enabled = true,
): Map<string, CoachSuggestion> | undefined {
  const history = useCoachHistory(enabled ? items.map((i) => i.exerciseId) : []);
  const settings = useCoachSettings(unit);
  const pending = usePendingSessions();
  const key = JSON.stringify(items);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the items' content
  return useMemo(() => {
    if (!enabled || !history.data || !settings.data) return undefined;
    const map = new Map<string, CoachSuggestion>();
    for (const item of items) {
      const h = history.data.get(item.exerciseId);
      if (!h) continue;
      map.set(
        item.key,
        suggestFromHistory({
          history: h,
          settings: settings.data,
          entry: item.entry,
          pending: pending[item.exerciseId],
          occurrence: item.occurrence,
        }),
      );
    }
    return map;
  }, [enabled, history.data, settings.data, pending, key]);
}
