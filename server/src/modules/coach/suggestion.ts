import { suggestNextSession } from '@common/coach';
import type { CoachHistory, CoachSuggestion, Progression } from '@common/schemas/coach';
import type { Queryable } from '../../db/pool';
import type { ExerciseRow } from '../exercises';
import type { SessionUser } from '../sessions';
import { coachHistories } from './history-repository';
import { activePlanEntry } from './plan-repository';
import { findCoachSettings } from './settings-repository';

/**
 * GET /api/exercises/{id}/suggestion: the member's history of the exercise, the scheme (the
 * query's, else the active plan's entry with its number of sets, else the default) and their
 * steps and plates, through the same rules the logger runs in the browser.
 */
export async function suggestionFor(
  db: Queryable,
  user: SessionUser,
  exercise: ExerciseRow,
  override: Progression | null,
): Promise<CoachSuggestion> {
  const [histories, entry, settings] = await Promise.all([
    coachHistories(db, user.id, [exercise.id]),
    activePlanEntry(db, user.id, exercise.id),
    findCoachSettings(db, user.id, user.weight_unit),
  ]);
  const history: CoachHistory = histories[0] ?? {
    exerciseId: exercise.id,
    equipment: exercise.equipment,
    loggingType: exercise.logging_type,
    sessions: [],
  };
  // A query's scheme is a try on the history alone: the plan's scheme and sets are left aside.
  const plan = override ? null : entry;
  return suggestNextSession({
    history,
    progression: override ?? plan?.progression ?? null,
    plannedSets: plan?.sets ?? null,
    settings,
    plan: plan?.plan ?? null,
  });
}
