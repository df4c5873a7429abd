import { nextPlanEntry, suggestNextSession } from '@common/coach';
import { utcIsoDate } from '@common/fitness/dates';
import type { CoachHistory, CoachSuggestion, Progression } from '@common/schemas/coach';
import type { Queryable } from '../../db/pool';
import type { ExerciseRow } from '../exercises';
import type { SessionUser } from '../sessions';
import { coachHistories } from './history-repository';
import { activePlanEntries } from './plan-repository';
import { findCoachSettings } from './settings-repository';

/**
 * GET /api/exercises/{id}/suggestion: the member's history of the exercise, the scheme (the
 * query's, else the active plan's entry for the next day the member trains the exercise, with its
 * number of sets, else the default) and their steps and plates, through the same rules the logger
 * runs in the browser. `today` is the member's date (else the server's UTC date).
 */
export async function suggestionFor(
  db: Queryable,
  user: SessionUser,
  exercise: ExerciseRow,
  query: { progression: Progression | null; today?: string },
): Promise<CoachSuggestion> {
  const [histories, entries, settings] = await Promise.all([
    coachHistories(db, user.id, [exercise.id]),
    activePlanEntries(db, user.id, exercise.id),
    findCoachSettings(db, user.id, user.weight_unit),
  ]);
  const history: CoachHistory = histories[0] ?? {
    exerciseId: exercise.id,
    equipment: exercise.equipment,
    loggingType: exercise.logging_type,
    sessions: [],
  };
  const override = query.progression;
  // A query's scheme is a try on the history alone: the plan's scheme and sets are left aside.
  const entry = override
    ? null
    : nextPlanEntry(entries, query.today ?? utcIsoDate(), history.sessions[0]?.date ?? null);
  return suggestNextSession({
    history,
    progression: override ?? entry?.progression ?? null,
    plannedSets: entry?.sets ?? null,
    settings,
    plan: entry?.plan ?? null,
    planDay: entry?.day ?? null,
    // No `occurrence`: nextPlanEntry takes the exercise's first entry of its day, which follows the
    // first entry of past workouts (the default), so a back-off entry never lends the page its sets.
  });
}
