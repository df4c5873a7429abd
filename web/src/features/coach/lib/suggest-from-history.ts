import { suggestNextSession, withPendingSessions } from '@common/coach';
import type {
  CoachHistory,
  CoachPlanRef,
  CoachSession,
  CoachSettings,
  CoachSuggestion,
  Progression,
} from '@common/schemas/coach';

// The logger's suggestion, worked out in the browser (also offline) with the same rules the
// server answers GET /api/exercises/{id}/suggestion with: the history the server sent, with the
// workouts saved on this device and not yet synced in front of it.

export interface PlanEntry {
  progression: Progression | null;
  /** How many working sets the plan asks for. */
  sets: number;
  plan: CoachPlanRef | null;
}

export function suggestFromHistory(input: {
  history: CoachHistory;
  settings: CoachSettings;
  /** The plan day's entry for this exercise; null for an exercise added in the logger. */
  entry: PlanEntry | null;
  /** A scheme to try instead of the plan's. */
  override?: Progression | null;
  pending?: readonly CoachSession[];
  /** Which entry of the exercise in its workout or plan day this is: 2 for back-off sets after a heavy entry. */
  occurrence?: number;
}): CoachSuggestion {
  const entry = input.override ? null : input.entry;
  return suggestNextSession({
    history: withPendingSessions(input.history, input.pending ?? []),
    progression: input.override ?? entry?.progression ?? null,
    plannedSets: entry?.sets ?? null,
    settings: input.settings,
    plan: entry?.plan ?? null,
    occurrence: input.occurrence,
  });
}
