import { entryOccurrences } from '@common/coach';
import type { Exercise } from '@common/schemas/workout-exercises';
import type { UnitPreferences } from '@common/units';
import { type Dispatch, useEffect, useId } from 'react';
import { useSuggestions } from '@/features/coach';
import { useFavouriteExercises, useToggleFavourite } from '../api/exercise-picks';
import { useLastSets } from '../api/last-sets';
import type { SetBox } from '../lib/check-log';
import { type LiveWorkout, supersetGroups } from '../lib/live-workout';
import type { LiveAction } from '../lib/live-workout-reducer';
import { ExercisePicker } from './exercise-picker';
import { LoggerExerciseCard } from './logger-exercise-card';
import { NewExerciseButton } from './new-exercise-dialog';

/**
 * The exercises of the workout being logged, each with its set rows and what the member did in
 * its last session (one call for all of them), and the picker that adds one. Marking a set done
 * calls `onSetDone` (the live dialog starts the rest timer there). `invalid` marks the boxes a
 * refused save found wrong: by set key, each box's problem (the id of its message).
 */
export function LoggerExercises({
  workout,
  dispatch,
  library,
  units,
  onSetDone,
  invalid,
}: {
  workout: LiveWorkout;
  dispatch: Dispatch<LiveAction>;
  library: readonly Exercise[];
  units: UnitPreferences;
  onSetDone?: () => void;
  invalid?: ReadonlyMap<string, Partial<Record<SetBox, string>>>;
}) {
  const pickerId = useId();
  const defaultDone = workout.mode === 'manual';
  const { exercises } = workout;
  // An edited log compares with the sessions before it; a past workout with those up to its date.
  const last = useLastSets(
    exercises.map((e) => e.exerciseId),
    workout.logId ? { excludeLogId: workout.logId } : defaultDone ? { date: workout.date } : {},
  );
  // The coach (issue 33): a live workout opens with each exercise's next session pre-filled,
  // worked out in the browser from the member's history (also offline). By card: an exercise the
  // day lists twice (heavy, then back-off sets) gets each entry's own sets.
  const coaching = workout.mode === 'live' && workout.logId === null;
  const nth = entryOccurrences(exercises.map((e) => e.exerciseId));
  const suggestions = useSuggestions(
    exercises.map((e, i) => ({ key: e.key, exerciseId: e.exerciseId, entry: e.entry ?? null, occurrence: nth[i] })),
    units.weight,
    coaching,
  );
  useEffect(() => {
    if (!suggestions) return;
    for (const e of exercises) {
      const suggestion = suggestions.get(e.key);
      if (e.coached || !suggestion?.sets.length) continue;
      dispatch({ type: 'apply-suggestion', exerciseKey: e.key, sets: suggestion.sets });
    }
  }, [suggestions, exercises, dispatch]);
  const favourites = new Set(useFavouriteExercises().data);
  const toggleFavourite = useToggleFavourite();
  const groups = supersetGroups(exercises);
  const add = (exercise: Exercise) =>
    dispatch({
      type: 'add-exercise',
      exercise: {
        exerciseId: exercise.id,
        name: exercise.name,
        category: exercise.category,
        loggingType: exercise.loggingType,
      },
      done: defaultDone,
    });
  return (
    <div className="flex flex-col gap-4">
      {exercises.map((exercise, i) => (
        <LoggerExerciseCard
          key={exercise.key}
          exercise={exercise}
          first={i === 0}
          supersetGroup={groups[i]}
          favourite={favourites.has(exercise.exerciseId)}
          onFavourite={(favourite) => toggleFavourite.mutate({ exerciseId: exercise.exerciseId, favourite })}
          last={last.data?.get(exercise.exerciseId)}
          suggestion={coaching ? suggestions?.get(exercise.key) : undefined}
          units={units}
          dispatch={dispatch}
          defaultDone={defaultDone}
          onSetDone={onSetDone}
          invalid={invalid}
        />
      ))}
      <div className="flex flex-col gap-2 rounded-lg border border-dashed border-border p-2 sm:p-3">
        <label htmlFor={pickerId} className="text-sm font-medium">
          Add an exercise
        </label>
        <ExercisePicker id={pickerId} exercises={library} onPick={add} />
        <div>
          <NewExerciseButton onCreated={add} />
        </div>
      </div>
    </div>
  );
}
