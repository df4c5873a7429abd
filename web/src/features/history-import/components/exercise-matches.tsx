import { EQUIPMENT_LABELS, LOGGING_TYPE_LABELS, MUSCLE_LABELS } from '@common/exercises/vocab';
import { EXERCISE_TEXTS } from '@common/exercises-texts';
import { IMPORT_TEXTS } from '@common/history-import-texts';
import type { ExerciseRef, ImportExerciseName, ImportPreview, ProposedExercise } from '@common/schemas/history-import';
import type { Exercise } from '@common/schemas/workout-exercises';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { controlClass } from '@/components/ui/input';
import { ExercisePicker } from '@/features/workouts';
import { cn } from '@/lib/cn';
import { type Choice, CREATE_VALUE, choiceFromValue, choiceValue, OTHER_VALUE } from '../lib/choices';
import { plural } from '../lib/format';

const refLabel = (ref: Pick<ExerciseRef, 'name' | 'equipment'>) => `${ref.name} · ${EQUIPMENT_LABELS[ref.equipment]}`;

/** "Dumbbell · Weight × reps · Traps": what "create as my own exercise" would add. */
function proposedLabel(p: ProposedExercise): string {
  const muscles = p.primaryMuscles.length
    ? p.primaryMuscles.map((m) => MUSCLE_LABELS[m]).join(', ')
    : EXERCISE_TEXTS.musclesUnknown;
  return `${EQUIPMENT_LABELS[p.equipment]} · ${LOGGING_TYPE_LABELS[p.loggingType]} · ${muscles}`;
}

const MATCHED_BY: Record<NonNullable<ImportExerciseName['matchedBy']>, string> = {
  name: 'same name',
  alias: 'known name of this exercise',
  earlier_import: 'as in your last import',
};

function NameRow({
  entry,
  choice,
  library,
  onChange,
}: {
  entry: ImportExerciseName;
  choice: Choice;
  library: Exercise[];
  onChange: (choice: Choice) => void;
}) {
  const id = useId();
  const [searching, setSearching] = useState(false);
  // The select lists the certain match, the closest options and, once picked, any other exercise.
  const listed = new Map<number, Pick<ExerciseRef, 'name' | 'equipment'>>();
  if (entry.match) listed.set(entry.match.exerciseId, entry.match);
  for (const o of entry.options) listed.set(o.exerciseId, o);
  if (choice.action === 'match' && !listed.has(choice.exerciseId)) {
    const picked = library.find((e) => e.id === choice.exerciseId);
    if (picked) listed.set(picked.id, picked);
  }
  const [first, ...rest] = [...listed.entries()];
  return (
    <li className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <label htmlFor={id} className="font-medium [overflow-wrap:anywhere]">
            {entry.name}
          </label>
          <p className="text-xs text-muted-foreground">
            {plural(entry.sets, 'set')} in {plural(entry.workouts, 'workout')}
            {entry.matchedBy && ` · ${MATCHED_BY[entry.matchedBy]}`}
          </p>
        </div>
        <div className="flex items-center gap-2 sm:w-96">
          {entry.status === 'unmatched' && <Badge variant="secondary">Check</Badge>}
          <select
            id={id}
            className={cn(controlClass, 'h-11 min-w-0 flex-1 pr-8')}
            value={searching ? OTHER_VALUE : choiceValue(choice)}
            onChange={(event) => {
              if (event.target.value === OTHER_VALUE) return setSearching(true);
              setSearching(false);
              onChange(choiceFromValue(event.target.value));
            }}
          >
            {entry.match && first && <option value={first[0]}>{refLabel(first[1])}</option>}
            <option value={CREATE_VALUE}>{IMPORT_TEXTS.createOwn}</option>
            {(entry.match ? rest : [...listed.entries()]).length > 0 && (
              <optgroup label={entry.match ? 'Other exercises' : 'Closest in the catalogue'}>
                {(entry.match ? rest : [...listed.entries()]).map(([exerciseId, ref]) => (
                  <option key={exerciseId} value={exerciseId}>
                    {refLabel(ref)}
                  </option>
                ))}
              </optgroup>
            )}
            <option value={OTHER_VALUE}>Another exercise…</option>
          </select>
        </div>
      </div>
      {choice.action === 'create' && entry.proposed && !searching && (
        <p className="text-xs text-muted-foreground">
          Your own exercise “{entry.proposed.name}”: {proposedLabel(entry.proposed)}
        </p>
      )}
      {searching && (
        <ExercisePicker
          id={`${id}-search`}
          aria-label={`Another exercise for ${entry.name}`}
          exercises={library}
          placeholder="Search the library"
          onPick={(exercise) => {
            setSearching(false);
            onChange({ action: 'match', exerciseId: exercise.id });
          }}
        />
      )}
    </li>
  );
}

/** What the card says of the names it lists. */
function namesDescription(preview: ImportPreview, unmatched: number): string {
  if (preview.exercises.length === 0) return 'No name to match: every workout of the file is skipped.';
  const said =
    unmatched > 0
      ? `${plural(unmatched, 'name is', 'names are')} not certainly in our catalogue: ${
          unmatched === 1 ? 'it is' : 'they are'
        } created as your own exercises unless you pick one. Nothing is picked for you.`
      : 'Every name matches an exercise of your library.';
  const skipped = preview.alreadyImported + preview.alreadyInLog + preview.keptBefore > 0;
  return skipped ? `${said} Names only skipped workouts use are not listed: nothing changes for them.` : said;
}

/**
 * The exercise names of the workouts Import may add, with what each becomes; names that need a
 * look come first. A name only skipped workouts use is not listed (the server asks by that rule).
 */
export function ExerciseMatches({
  preview,
  choices,
  library,
  onChange,
}: {
  preview: ImportPreview;
  choices: Record<string, Choice>;
  library: Exercise[];
  onChange: (name: string, choice: Choice) => void;
}) {
  const unmatched = preview.exercises.filter((e) => e.status === 'unmatched');
  const matched = preview.exercises.filter((e) => e.status === 'matched');
  const row = (entry: ImportExerciseName) => (
    <NameRow
      key={entry.name}
      entry={entry}
      choice={choices[entry.name]}
      library={library}
      onChange={(choice) => onChange(entry.name, choice)}
    />
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Exercises</CardTitle>
        <CardDescription>{namesDescription(preview, unmatched.length)}</CardDescription>
      </CardHeader>
      <CardContent>
        {unmatched.length > 0 && <ul aria-label="Names to check">{unmatched.map(row)}</ul>}
        {matched.length > 0 && (
          <details className="mt-2" open={unmatched.length === 0}>
            <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold">
              {plural(matched.length, 'name matches', 'names match')} your library
            </summary>
            <ul aria-label="Matched names">{matched.map(row)}</ul>
          </details>
        )}
      </CardContent>
    </Card>
  );
}
