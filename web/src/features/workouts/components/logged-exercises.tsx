import type { LogExercise } from '@common/schemas/workout-logs';
import { Link } from 'react-router';
import { useUnits } from '@/features/auth';
import { formatLoggedSet } from '../lib/format';

/**
 * A saved workout's exercises with their sets in the member's units: warm-ups, drop sets and
 * sets to failure named as such, and exercises done as a superset marked with its number.
 */
export function LoggedExercises({ exercises }: { exercises: readonly LogExercise[] }) {
  const units = useUnits();
  return (
    <ul className="mt-2 flex flex-col gap-1">
      {exercises.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a saved log's exercises never reorder
        <li key={i} className={e.supersetGroup !== null ? 'border-l-4 border-l-accent pl-2' : undefined}>
          <Link to={`/exercises/${e.exerciseId}`} className="font-medium underline-offset-2 hover:underline">
            {e.name}
          </Link>
          {e.supersetGroup !== null && (
            <span className="ml-1 text-xs font-semibold text-accent-strong">Superset {e.supersetGroup}</span>
          )}
          :{' '}
          <span className="text-muted-foreground">
            {e.sets.map((s) => formatLoggedSet(s, units, e.loggingType)).join(', ')}
          </span>
          {e.notes && <p className="text-xs whitespace-pre-line text-muted-foreground italic">{e.notes}</p>}
        </li>
      ))}
    </ul>
  );
}
