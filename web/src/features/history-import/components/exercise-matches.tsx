import { IMPORT_TEXTS } from '@common/history-import-texts';
import type { ImportExerciseName, ImportPreview } from '@common/schemas/history-import';
import type { Exercise } from '@common/schemas/workout-exercises';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { controlClass } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { type Choice, CREATE_VALUE, choiceFromValue, choiceValue } from '../lib/choices';
import { plural } from '../lib/format';

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
  const own = library.filter((e) => e.custom);
  const curated = library.filter((e) => !e.custom);
  return (
    <li className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium [overflow-wrap:anywhere]">
          {entry.name}
        </label>
        <p className="text-xs text-muted-foreground">
          {plural(entry.sets, 'set')} in {plural(entry.workouts, 'workout')}
          {entry.status === 'unmatched' && entry.suggestion && ` · suggested: ${entry.suggestion.name}`}
          {entry.matchedBy === 'earlier_import' && ' · as in your last import'}
        </p>
      </div>
      <div className="flex items-center gap-2 sm:w-80">
        {entry.status === 'unmatched' && <Badge variant="secondary">Check</Badge>}
        <select
          id={id}
          className={cn(controlClass, 'h-11 min-w-0 flex-1 pr-8')}
          value={choiceValue(choice)}
          onChange={(event) => onChange(choiceFromValue(event.target.value))}
        >
          <option value={CREATE_VALUE}>{IMPORT_TEXTS.createOwn}</option>
          {own.length > 0 && (
            <optgroup label="Your exercises">
              {own.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </optgroup>
          )}
          <optgroup label="FitCircle library">
            {curated.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
    </li>
  );
}

/** Every exercise name of the file with what it becomes; names that need a look come first. */
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
        <CardDescription>
          {unmatched.length > 0
            ? `${plural(unmatched.length, 'name does', 'names do')} not match our library. Check the suggestion, pick another exercise, or create it as your own.`
            : 'Every name matches an exercise of your library.'}
        </CardDescription>
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
