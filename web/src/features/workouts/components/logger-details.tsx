import { localIsoDate } from '@common/fitness/dates';
import { LOG_LIMITS } from '@common/schemas/workout-logs';
import { textRoom } from '@common/text-room';
import { TRAINING_TEXTS } from '@common/training-texts';
import { type Dispatch, useId } from 'react';
import { DecimalInput, readDecimal } from '@/components/ui/decimal-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { EffortSelect } from '@/features/training';
import { formatClock } from '../lib/format';
import type { LiveWorkout } from '../lib/live-workout';
import type { LiveAction } from '../lib/live-workout-reducer';
import { REST_CHOICES } from './rest-timer';

/** The live workout's clock, the sets done, and the rest length chosen for the next rests. */
export function LiveBar({
  workout,
  now,
  doneSets,
  dispatch,
}: {
  workout: LiveWorkout;
  now: number;
  doneSets: number;
  dispatch: Dispatch<LiveAction>;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <p>
        Elapsed <span className="font-semibold tabular-nums">{formatClock((now - workout.startedAt) / 1000)}</span>
      </p>
      <p>
        Sets done <span className="font-semibold">{doneSets}</span>
      </p>
      <label htmlFor={id} className="ml-auto">
        Rest between sets
      </label>
      <Select
        id={id}
        className="h-11 w-28 sm:h-9"
        options={REST_CHOICES.map((s) => ({ value: String(s), label: `${s} s` }))}
        value={String(workout.restSeconds)}
        onChange={(event) => dispatch({ type: 'set-rest-seconds', seconds: Number(event.target.value) })}
      />
    </div>
  );
}

/**
 * The workout's own fields: title (and, for a past workout, date and duration) above the
 * exercises; the live workout's duration (which may be left to the clock) and the notes below.
 */
export function LoggerDetails({
  workout,
  dispatch,
  elapsedMinutes,
  part,
}: {
  workout: LiveWorkout;
  dispatch: Dispatch<LiveAction>;
  elapsedMinutes: number;
  part: 'top' | 'bottom';
}) {
  const ids = useId();
  const live = workout.mode === 'live';
  const set = (field: 'title' | 'date' | 'minutes' | 'notes') => (event: { target: { value: string } }) =>
    dispatch({ type: 'set-field', field, value: event.target.value });
  // Typed as text (a comma is not dropped); text that is not one number is said here and refused on save.
  const minutes = readDecimal(workout.minutes);
  const duration = (hint?: string) => (
    <FormField
      id={`${ids}-minutes`}
      label="Duration (minutes)"
      hint={hint}
      error={minutes.ok ? undefined : minutes.message}
    >
      {(control) => <DecimalInput {...control} value={workout.minutes} onChange={set('minutes')} />}
    </FormField>
  );
  if (part === 'bottom') {
    return (
      <>
        {live && duration(`Leave empty to use the clock: ${elapsedMinutes} min.`)}
        <FormField id={`${ids}-notes`} label="Notes (optional)" room={textRoom(workout.notes, LOG_LIMITS.notesMax)}>
          {(control) => <Textarea {...control} value={workout.notes} onChange={set('notes')} />}
        </FormField>
        <FormField id={`${ids}-effort`} label={TRAINING_TEXTS.effortLabel} hint={TRAINING_TEXTS.effortHint}>
          {(control) => (
            <EffortSelect
              {...control}
              value={workout.effort ? Number(workout.effort) : null}
              onChange={(effort) =>
                dispatch({ type: 'set-field', field: 'effort', value: effort === null ? '' : String(effort) })
              }
            />
          )}
        </FormField>
      </>
    );
  }
  return (
    <>
      <FormField id={`${ids}-title`} label="Title" room={textRoom(workout.title, LOG_LIMITS.titleMax)}>
        {(control) => <Input {...control} value={workout.title} onChange={set('title')} />}
      </FormField>
      {!live && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={`${ids}-date`} label="Date">
            {(control) => (
              <Input {...control} type="date" value={workout.date} max={localIsoDate()} onChange={set('date')} />
            )}
          </FormField>
          {duration()}
        </div>
      )}
    </>
  );
}
