import type { Exercise } from '@common/schemas/workout-exercises';
import { labelOf } from '@common/vocab';
import { Plus, X } from 'lucide-react';
import { type Dispatch, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { LiveAction, LiveExercise } from '../lib/live-workout';
import { ExerciseSelect } from './exercise-select';
import { NewExerciseButton } from './new-exercise-dialog';
import { SetRow, setFields } from './set-row';

/**
 * The exercises of the workout being logged, each a group of set rows. Marking a set done calls
 * `onSetDone` (the live dialog starts the rest timer there).
 */
export function LoggerExercises({
  exercises,
  dispatch,
  library,
  defaultDone,
  onSetDone,
}: {
  exercises: LiveExercise[];
  dispatch: Dispatch<LiveAction>;
  library: readonly Exercise[];
  defaultDone: boolean;
  onSetDone?: () => void;
}) {
  const pickerId = useId();
  const [picked, setPicked] = useState<number | null>(null);
  const add = (exerciseId: number | null) => {
    const exercise = library.find((e) => e.id === exerciseId);
    if (!exercise) return;
    dispatch({
      type: 'add-exercise',
      exercise: { exerciseId: exercise.id, name: exercise.name, category: exercise.category },
      done: defaultDone,
    });
    setPicked(null);
  };
  return (
    <div className="flex flex-col gap-4">
      {exercises.map((exercise) => {
        const fields = setFields(exercise);
        return (
          <fieldset key={exercise.key} className="rounded-lg border border-border p-3">
            <legend className="px-1 font-semibold">{exercise.name}</legend>
            <div className="-mt-1 mb-2 flex items-center justify-between gap-2">
              <span className="text-xs text-muted-foreground">{labelOf(exercise.category)}</span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => dispatch({ type: 'remove-exercise', exerciseKey: exercise.key })}
              >
                <X aria-hidden="true" />
                Remove {exercise.name}
              </Button>
            </div>
            <ol className="flex flex-col gap-1">
              {exercise.sets.map((set, index) => (
                <SetRow
                  key={set.key}
                  index={index}
                  set={set}
                  fields={fields}
                  onChange={(values) =>
                    dispatch({ type: 'update-set', exerciseKey: exercise.key, setKey: set.key, values })
                  }
                  onToggleDone={() => {
                    dispatch({ type: 'toggle-done', exerciseKey: exercise.key, setKey: set.key });
                    if (!set.done) onSetDone?.();
                  }}
                  onRemove={() => dispatch({ type: 'remove-set', exerciseKey: exercise.key, setKey: set.key })}
                />
              ))}
            </ol>
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="mt-2"
              onClick={() => dispatch({ type: 'add-set', exerciseKey: exercise.key, done: defaultDone })}
            >
              <Plus aria-hidden="true" />
              Add set to {exercise.name}
            </Button>
          </fieldset>
        );
      })}
      <div className="flex flex-col gap-2 rounded-lg border border-dashed border-border p-3">
        <label htmlFor={pickerId} className="text-sm font-medium">
          Add an exercise
        </label>
        <ExerciseSelect id={pickerId} exercises={library} value={picked} onChange={setPicked} />
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="secondary" disabled={picked === null} onClick={() => add(picked)}>
            <Plus aria-hidden="true" />
            Add exercise
          </Button>
          <NewExerciseButton onCreated={(exercise) => setPicked(exercise.id)} />
        </div>
      </div>
    </div>
  );
}
