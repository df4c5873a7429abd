import { EQUIPMENT_LABELS } from '@common/exercises/vocab';
import type { Exercise } from '@common/schemas/workout-exercises';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { musclesText } from '../lib/catalogue-filter';

/** One exercise of the catalogue: its name, equipment and primary muscles, a link to its page. */
export function ExerciseRow({ exercise }: { exercise: Exercise }) {
  return (
    <li>
      <Link
        to={`/exercises/${exercise.id}`}
        className="flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-medium [overflow-wrap:anywhere]">
            {exercise.name}
            {exercise.custom && <span className="font-normal text-muted-foreground"> (mine)</span>}
          </span>
          <span className="block text-sm text-muted-foreground">
            {EQUIPMENT_LABELS[exercise.equipment]} · {musclesText(exercise.primaryMuscles)}
          </span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </li>
  );
}
