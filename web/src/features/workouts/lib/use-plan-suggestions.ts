import { entryOccurrences } from '@common/coach';
import type { CoachSuggestion } from '@common/schemas/coach';
import type { WorkoutPlan } from '@common/schemas/workouts';
import { useUnits } from '@/features/auth';
import { useSuggestions } from '@/features/coach';

/** The coach's next session of each entry of a plan: by weekday, the day's entries in order. */
export type PlanSuggestions = ReadonlyMap<number, readonly (CoachSuggestion | undefined)[]>;

const entryKey = (weekday: number, position: number) => `${weekday}:${position}`;

/**
 * The coach's next session for each entry of the member's own plan (issue 33), each worked out
 * with that entry's scheme and sets: a squat that is 5 × 5 on Monday and 3 × 10 on Thursday gets
 * two suggestions from the one history. The plan view and Today's Workout show them, each on its
 * own row. Undefined for someone else's plan or a recommended one (the coach reads the member's
 * own history for their own plan).
 */
export function usePlanSuggestions(
  plan: Pick<WorkoutPlan, 'id' | 'name' | 'schedule'> | null | undefined,
  own: boolean,
): PlanSuggestions | undefined {
  const { weight } = useUnits();
  const mine = own ? plan : null;
  const items = mine
    ? mine.schedule.flatMap((day) => {
        // A day that lists the exercise twice (heavy, then back-off): each entry follows its own sets.
        const nth = entryOccurrences(day.exercises.map((e) => e.exerciseId));
        return day.exercises.map((e, position) => ({
          key: entryKey(day.weekday, position),
          exerciseId: e.exerciseId,
          entry: { progression: e.progression, sets: e.sets, plan: { id: mine.id, name: mine.name } },
          occurrence: nth[position],
        }));
      })
    : [];
  const suggestions = useSuggestions(items, weight, items.length > 0);
  if (!mine || !suggestions) return undefined;
  return new Map(
    mine.schedule.map((day) => [day.weekday, day.exercises.map((_, i) => suggestions.get(entryKey(day.weekday, i)))]),
  );
}
