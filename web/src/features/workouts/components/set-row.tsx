import { COACH_TEXTS } from '@common/coach-texts';
import type { LogSet } from '@common/schemas/workout-logs';
import { PLATE_INCREMENT, type UnitPreferences } from '@common/units';
import { Check, CopyPlus, Minus, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { decimalUnreadable, readDecimal } from '@/components/ui/decimal-input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { formatTarget } from '../lib/format';
import type { LiveExercise, LiveSet, SetBox, SetValues } from '../lib/live-workout';
import { SET_KIND_LABELS } from '../lib/set-kinds';
import { distanceForBox, distanceFromBox, stepWeight, weightForBox, weightFromBox } from '../lib/unit-entry';
import { SetFigureBox } from './set-figure-box';
import { SetKindMenu } from './set-kind-menu';

/**
 * Which figures a set of this exercise records, by its logging type (issue 30): a load and reps,
 * reps alone, an added load or an assistance with reps, a time, or a distance and a time; a
 * figure already filled in always shows. Without a logging type (a draft from before it) the
 * category decides: strength reps and weight, the others time and distance.
 */
export function setFields(exercise: Pick<LiveExercise, 'category' | 'sets' | 'loggingType'>) {
  const any = (key: keyof LiveSet) => exercise.sets.some((s) => s[key] != null);
  const type = exercise.loggingType;
  if (!type) {
    const strength = exercise.category === 'strength';
    return {
      reps: strength || any('reps'),
      weight: strength,
      load: 'weight' as const,
      time: !strength || any('durationSeconds'),
      distance: exercise.category === 'cardio' || any('distanceKm'),
    };
  }
  const loaded = type === 'weight_reps' || type === 'weighted_bodyweight' || type === 'assisted_bodyweight';
  return {
    reps: loaded || type === 'reps_only' || any('reps'),
    weight: loaded || any('weightKg'),
    load:
      type === 'weighted_bodyweight'
        ? ('added' as const)
        : type === 'assisted_bodyweight'
          ? ('assist' as const)
          : ('weight' as const),
    time: type === 'duration' || type === 'distance_duration' || any('durationSeconds'),
    distance: type === 'distance_duration' || any('distanceKm'),
  };
}

/** The load box's words: kg lifted, kg added to the body, or kg of assistance (less is better). */
const loadLabel = (load: ReturnType<typeof setFields>['load'], unit: string) =>
  load === 'added' ? `added ${unit}` : load === 'assist' ? `assistance ${unit}` : unit;

const stepButton = 'size-11 sm:size-9';

/** The set's figure each box edits. */
const FIELD_OF = { reps: 'reps', weight: 'weightKg', time: 'durationSeconds', distance: 'distanceKm' } as const;
const same = (v: number | null) => v;
/** A time is kept in whole seconds and typed in minutes; 0 or less stays as typed, for the check to refuse. */
const minutesForBox = (s: number | null) => (s === null ? null : Math.round((s / 60) * 100) / 100);
const secondsFromBox = (min: number | null) => (min === null ? null : Math.round(min * 60));

/**
 * What the member must mend in a set's boxes, said under the row as they type: text that is not
 * one number, and a time of zero or less (never turned into 1 second).
 */
function boxNotes(set: LiveSet): Partial<Record<SetBox, string>> {
  const notes: Partial<Record<SetBox, string>> = {};
  for (const [box, text] of Object.entries(set.unreadable ?? {}) as [SetBox, string][]) {
    const reading = readDecimal(text);
    notes[box] = reading.ok ? decimalUnreadable(text) : reading.message;
  }
  if (!notes.time && set.durationSeconds !== null && set.durationSeconds <= 0) {
    notes.time = 'Time must be more than 0 min: leave it empty if you do not know it.';
  }
  return notes;
}

/**
 * One set: its kind and number, its figures in the member's units, a Done toggle and a remove
 * button; under them, plate steps for the weight and what the member did in this set last time,
 * which a tap copies in. Every control is named 'Set N ...'.
 */
export function SetRow({
  index,
  set,
  fields,
  units,
  last,
  suggestionId,
  problemIds,
  onChange,
  onToggleDone,
  onRemove,
}: {
  index: number;
  set: LiveSet;
  fields: ReturnType<typeof setFields>;
  units: UnitPreferences;
  /** The same set of the last session of this exercise, if there was one. */
  last?: LogSet;
  /** The coach's why-line, when the set's figures are its suggestion (issue 33). */
  suggestionId?: string;
  /** The boxes a refused save found wrong: each one's problem (the id of its message). */
  problemIds?: Partial<Record<SetBox, string>>;
  onChange: (values: Partial<SetValues>) => void;
  onToggleDone: () => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const noteIds = useId();
  // Each box shows its unit or name beside the figure, always (a placeholder alone disappears once
  // filled). The unit takes only its own width: laid over the field with a fixed padding, it left a
  // phone's 70 px box about 3 px for the figure. A suggested figure is drawn dashed and described
  // by the coach's why-line until it is edited. A box the member must mend says why under the row.
  const notes = boxNotes(set);
  const noteId = (box: SetBox) => `${noteIds}-${box}`;
  const box = (
    which: SetBox,
    label: string,
    value: number | null,
    toBox: (v: number | null) => number | null,
    fromBox: (v: number | null) => number | null,
  ) => {
    const problemId = problemIds?.[which];
    const note = notes[which];
    return (
      <SetFigureBox
        label={`Set ${n} ${label}`}
        unit={label}
        value={value}
        typed={set.unreadable?.[which]}
        toBox={toBox}
        fromBox={fromBox}
        describedBy={[suggestionId, note && noteId(which), problemId].filter(Boolean).join(' ') || undefined}
        invalid={Boolean(problemId || note)}
        suggested={Boolean(suggestionId)}
        onFigure={(figure, unreadable) => {
          const { [which]: _, ...others } = set.unreadable ?? {};
          const marks = unreadable === undefined ? others : { ...others, [which]: unreadable };
          onChange({ [FIELD_OF[which]]: figure, unreadable: Object.keys(marks).length ? marks : undefined });
        }}
      />
    );
  };
  // A figure set from elsewhere (a plate step, Last time) replaces its box's unreadable text.
  const edit = (values: Partial<SetValues>) => {
    const marks = Object.entries(set.unreadable ?? {}).filter(([b]) => !(FIELD_OF[b as SetBox] in values));
    if (marks.length === Object.keys(set.unreadable ?? {}).length) return onChange(values);
    onChange({ ...values, unreadable: marks.length ? Object.fromEntries(marks) : undefined });
  };
  const plate = PLATE_INCREMENT[units.weight];
  const extras = fields.weight || fields.reps || last;
  return (
    <li className={cn('flex flex-col gap-1 rounded-lg p-1', set.done && 'bg-primary-soft/60')}>
      <div className="flex items-center gap-1.5 sm:gap-2">
        <SetKindMenu n={n} kind={set.kind} onChange={(kind) => onChange({ kind })} />
        <div className="grid min-w-0 flex-1 grid-cols-2 gap-1.5 sm:gap-2">
          {fields.reps && box('reps', 'reps', set.reps, same, same)}
          {fields.weight &&
            box(
              'weight',
              loadLabel(fields.load, units.weight),
              set.weightKg,
              (kg) => weightForBox(kg, units.weight),
              (v) => weightFromBox(v, units.weight),
            )}
          {fields.time && box('time', 'min', set.durationSeconds, minutesForBox, secondsFromBox)}
          {fields.distance &&
            box(
              'distance',
              units.distance,
              set.distanceKm,
              (km) => distanceForBox(km, units.distance),
              (v) => distanceFromBox(v, units.distance),
            )}
        </div>
        <Button
          type="button"
          size="icon"
          variant={set.done ? 'default' : 'outline'}
          aria-pressed={set.done}
          aria-label={`Set ${n} done`}
          className="h-11 w-11 sm:h-9 sm:w-auto sm:px-3"
          onClick={onToggleDone}
        >
          <Check aria-hidden="true" />
          <span className="hidden sm:inline">Done</span>
        </Button>
        <RemoveSet n={n} onRemove={onRemove} className="max-sm:hidden" />
      </div>
      {/* On a phone the remove button lives on this line, which is there for every set. */}
      <div className={cn('flex flex-wrap items-center gap-1.5 pl-12 sm:pl-11', !extras && 'sm:hidden')}>
        {suggestionId && (
          <span className="rounded-sm border border-dashed border-primary px-1.5 py-0.5 text-xs font-medium text-primary">
            {COACH_TEXTS.suggested}
          </span>
        )}
        {fields.weight && (
          <>
            <Button
              type="button"
              size="icon"
              variant="outline"
              aria-label={`Set ${n}: ${plate} ${units.weight} less`}
              className={stepButton}
              disabled={!set.weightKg}
              onClick={() => edit({ weightKg: stepWeight(set.weightKg, units.weight, -1) })}
            >
              <Minus aria-hidden="true" />
            </Button>
            <Button
              type="button"
              size="icon"
              variant="outline"
              aria-label={`Set ${n}: ${plate} ${units.weight} more`}
              className={stepButton}
              onClick={() => edit({ weightKg: stepWeight(set.weightKg, units.weight, 1) })}
            >
              <Plus aria-hidden="true" />
            </Button>
          </>
        )}
        {fields.reps && <EffortSelect n={n} set={set} onChange={onChange} />}
        {last && <LastTime n={n} last={last} units={units} onCopy={edit} />}
        <RemoveSet n={n} onRemove={onRemove} className="ml-auto sm:hidden" />
      </div>
      {(Object.entries(notes) as [SetBox, string][]).map(([which, note]) => (
        <p key={which} id={noteId(which)} className="pl-12 text-sm font-medium text-destructive sm:pl-11">
          Set {n}: {note}
        </p>
      ))}
    </li>
  );
}

/** Removes the set: beside Done on a wide screen, on the set's second line on a phone. */
function RemoveSet({ n, onRemove, className }: { n: number; onRemove: () => void; className: string }) {
  return (
    <Button
      type="button"
      size="icon"
      variant="ghost"
      aria-label={`Remove set ${n}`}
      onClick={onRemove}
      className={cn(stepButton, className)}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

/** RPE 10 to 6 in halves, or reps in reserve 0 to 5: one optional choice a set (issue 33). */
const EFFORT_OPTIONS = [
  ...Array.from({ length: 9 }, (_, i) => 10 - i / 2).map((v) => ({ value: `rpe:${v}`, label: `RPE ${v}` })),
  ...Array.from({ length: 6 }, (_, i) => ({ value: `rir:${i}`, label: `${i} in reserve` })),
];

function EffortSelect({
  n,
  set,
  onChange,
}: {
  n: number;
  set: LiveSet;
  onChange: (values: Partial<SetValues>) => void;
}) {
  const value = set.rpe != null ? `rpe:${set.rpe}` : set.rir != null ? `rir:${set.rir}` : '';
  return (
    <Select
      aria-label={`Set ${n} effort (RPE or reps in reserve)`}
      className="h-11 w-auto min-w-0 text-xs sm:h-9"
      placeholder="Effort"
      options={EFFORT_OPTIONS}
      value={value}
      onChange={(event) => {
        const [kind, figure] = event.target.value.split(':');
        onChange({ rpe: kind === 'rpe' ? Number(figure) : null, rir: kind === 'rir' ? Number(figure) : null });
      }}
    />
  );
}

/** 'Last 60 kg x 8': the same set of the last session; a tap copies it (figures and kind) into this row. */
function LastTime({
  n,
  last,
  units,
  onCopy,
}: {
  n: number;
  last: LogSet;
  units: UnitPreferences;
  onCopy: (values: Partial<SetValues>) => void;
}) {
  const figures =
    last.weightKg && last.reps
      ? `${weightForBox(last.weightKg, units.weight)} ${units.weight} × ${last.reps}`
      : formatTarget(last, units);
  const text = last.kind === 'normal' ? figures : `${figures} (${SET_KIND_LABELS[last.kind].toLowerCase()})`;
  return (
    <Button
      type="button"
      variant="ghost"
      className="h-11 min-w-0 px-2 font-normal text-muted-foreground sm:h-9"
      aria-label={`Set ${n}: use last time, ${text}`}
      onClick={() =>
        onCopy({
          kind: last.kind,
          reps: last.reps,
          weightKg: last.weightKg,
          durationSeconds: last.durationSeconds,
          distanceKm: last.distanceKm,
        })
      }
    >
      <CopyPlus aria-hidden="true" />
      <span className="truncate">Last {text}</span>
    </Button>
  );
}
