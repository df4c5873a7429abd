import type { CoachSuggestion } from '@common/schemas/coach';
import type { LastSession } from '@common/schemas/workout-logger';
import type { UnitPreferences } from '@common/units';
import { labelOf } from '@common/vocab';
import { Link2, Plus, Star, X } from 'lucide-react';
import { type Dispatch, useId } from 'react';
import { Button } from '@/components/ui/button';
import { CoachNote } from '@/features/coach';
import { cn } from '@/lib/cn';
import type { SetBox } from '../lib/check-log';
import { formatDay } from '../lib/format';
import type { LiveExercise } from '../lib/live-workout';
import type { LiveAction } from '../lib/live-workout-reducer';
import { SetRow, setFields } from './set-row';

/**
 * One exercise of the workout being logged: its favourite star, its superset link to the
 * exercise before it, its set rows (each with last time's figures for the same set) and Add set.
 */
export function LoggerExerciseCard({
  exercise,
  first,
  supersetGroup,
  favourite,
  onFavourite,
  last,
  suggestion,
  units,
  dispatch,
  defaultDone,
  onSetDone,
  invalid,
}: {
  exercise: LiveExercise;
  first: boolean;
  supersetGroup: number | null;
  favourite: boolean;
  onFavourite: (favourite: boolean) => void;
  last?: LastSession;
  /** The coach's next session for it (a live workout). */
  suggestion?: CoachSuggestion;
  units: UnitPreferences;
  dispatch: Dispatch<LiveAction>;
  defaultDone: boolean;
  onSetDone?: () => void;
  /** The boxes a refused save found wrong, by set key (see LoggerExercises). */
  invalid?: ReadonlyMap<string, Partial<Record<SetBox, string>>>;
}) {
  const fields = setFields(exercise);
  const exerciseKey = exercise.key;
  const whyId = useId();
  const hasWarmups = exercise.sets.some((s) => s.kind === 'warmup');
  return (
    <fieldset
      className={cn(
        'min-w-0 rounded-lg border border-border p-2 sm:p-3',
        supersetGroup !== null && 'border-l-4 border-l-accent',
        exercise.supersetWithPrevious && '-mt-3 rounded-t-none',
      )}
    >
      <legend className="px-1 font-semibold [overflow-wrap:anywhere]">{exercise.name}</legend>
      <div className="-mt-1 mb-2 flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-xs text-muted-foreground">
          {labelOf(exercise.category)}
          {supersetGroup !== null && (
            <span className="ml-2 font-semibold text-accent-strong">Superset {supersetGroup}</span>
          )}
          {last && <span className="ml-2">· last time {formatDay(last.date, { weekday: undefined })}</span>}
        </span>
        <div className="ml-auto flex flex-wrap gap-1">
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className="size-11 sm:size-9"
            aria-pressed={favourite}
            aria-label={`Favourite: ${exercise.name}`}
            onClick={() => onFavourite(!favourite)}
          >
            <Star aria-hidden="true" className={cn(favourite && 'fill-amber-400 text-amber-500')} />
          </Button>
          {!first && (
            <Button
              type="button"
              size="icon"
              variant={exercise.supersetWithPrevious ? 'secondary' : 'ghost'}
              className="size-11 sm:size-9"
              aria-pressed={exercise.supersetWithPrevious}
              aria-label={`Superset ${exercise.name} with the exercise before`}
              onClick={() => dispatch({ type: 'toggle-superset', exerciseKey })}
            >
              <Link2 aria-hidden="true" />
            </Button>
          )}
          <Button
            type="button"
            size="icon"
            variant="ghost"
            className="size-11 sm:size-9"
            aria-label={`Remove ${exercise.name}`}
            onClick={() => dispatch({ type: 'remove-exercise', exerciseKey })}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      </div>
      {suggestion && suggestion.outcome !== 'not_coached' && (
        <CoachNote
          id={whyId}
          name={exercise.name}
          suggestion={suggestion}
          onAddWarmups={
            hasWarmups
              ? undefined
              : () => dispatch({ type: 'add-warmups', exerciseKey, sets: suggestion.warmups, done: defaultDone })
          }
        />
      )}
      <ol className="flex flex-col gap-1">
        {exercise.sets.map((set, index) => (
          <SetRow
            key={set.key}
            index={index}
            set={set}
            fields={fields}
            units={units}
            last={last?.sets[index]}
            suggestionId={set.suggested && suggestion ? whyId : undefined}
            problemIds={invalid?.get(set.key)}
            onChange={(values) => dispatch({ type: 'update-set', exerciseKey, setKey: set.key, values })}
            onToggleDone={() => {
              dispatch({ type: 'toggle-done', exerciseKey, setKey: set.key });
              if (!set.done) onSetDone?.();
            }}
            onRemove={() => dispatch({ type: 'remove-set', exerciseKey, setKey: set.key })}
          />
        ))}
      </ol>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="mt-2 h-11 sm:h-8"
        onClick={() => dispatch({ type: 'add-set', exerciseKey, done: defaultDone })}
      >
        <Plus aria-hidden="true" />
        Add set to {exercise.name}
      </Button>
    </fieldset>
  );
}
