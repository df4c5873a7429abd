import { EQUIPMENT_LABELS } from '@common/exercises/vocab';
import { IMPORT_TEXTS } from '@common/history-import-texts';
import type { ImportedName } from '@common/schemas/history-import';
import type { Exercise } from '@common/schemas/workout-exercises';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ExercisePicker } from '@/features/workouts';
import { useImportedNames, useRemapName } from '../api/imported-names';
import { formatDate, plural } from '../lib/format';

function NameRow({ entry, library }: { entry: ImportedName; library: Exercise[] }) {
  const id = useId();
  const [changing, setChanging] = useState(false);
  const remap = useRemapName();
  const done = () => setChanging(false);
  return (
    <li className="flex flex-col gap-2 border-b border-border py-3 last:border-b-0">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium [overflow-wrap:anywhere]">{entry.name}</p>
          <p className="text-xs text-muted-foreground">
            Logged as{' '}
            <Link to={`/exercises/${entry.exercise.exerciseId}`} className="font-medium text-foreground underline">
              {entry.exercise.name}
            </Link>{' '}
            ({EQUIPMENT_LABELS[entry.exercise.equipment]}) · {plural(entry.sessions, 'session')} · last{' '}
            {formatDate(entry.lastPerformed)}
          </p>
        </div>
        <Button
          variant="outline"
          className="min-h-11 shrink-0"
          aria-expanded={changing}
          aria-controls={id}
          onClick={() => setChanging((v) => !v)}
        >
          {changing ? 'Keep as it is' : 'Change'}
        </Button>
      </div>
      {changing && (
        <div id={id} className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <ExercisePicker
            id={`${id}-pick`}
            className="flex-1"
            aria-label={`Log ${entry.name} as`}
            placeholder="Search the library"
            exercises={library.filter((e) => e.id !== entry.exercise.exerciseId)}
            onPick={(exercise) =>
              remap.mutate({ name: entry.name, action: 'match', exerciseId: exercise.id }, { onSuccess: done })
            }
          />
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={remap.isPending}
            onClick={() => remap.mutate({ name: entry.name, action: 'create' }, { onSuccess: done })}
          >
            {IMPORT_TEXTS.createOwn}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The names the member's imports used and what each is logged as; any can be changed after the
 * fact, moving every session logged under it (and the next import follows the change).
 */
export function ImportedNames({ library }: { library: Exercise[] | undefined }) {
  const names = useImportedNames();
  if (!names.data?.length || !library) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Names from your imports</CardTitle>
        <CardDescription>
          Logged under the wrong exercise? Change a name and every session imported under it moves, with its records.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Imported exercise names">
          {names.data.map((entry) => (
            <NameRow key={`${entry.name}|${entry.exercise.exerciseId}`} entry={entry} library={library} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
