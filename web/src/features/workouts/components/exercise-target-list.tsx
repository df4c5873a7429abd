import type { CoachSuggestion } from '@common/schemas/coach';
import { useUnits } from '@/features/auth';
import { NextSession } from '@/features/coach';
import { cn } from '@/lib/cn';
import { formatTarget, type TargetLike } from '../lib/format';

/** A list of exercises with what each asks for ('Bench Press · 3 x 8 reps @ 60 kg'). */
export function ExerciseTargetList({
  exercises,
  label,
  className,
  next,
}: {
  exercises: readonly (TargetLike & { name: string })[];
  label?: string;
  className?: string;
  /**
   * The coach's next session of each exercise, in the list's order: each worked out from its own
   * entry (the member's own plan, issue 33).
   */
  next?: readonly (CoachSuggestion | undefined)[];
}) {
  const units = useUnits();
  return (
    <ul className={cn('flex flex-col gap-1 text-sm', className)} aria-label={label}>
      {exercises.map((e, i) => (
        // A plan may list the same exercise twice in a day: its place is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list in plan order
        <li key={i} className="flex flex-wrap justify-between gap-x-2">
          <span>{e.name}</span>
          <span className="text-muted-foreground">{formatTarget(e, units)}</span>
          <NextSession suggestion={next?.[i]} />
        </li>
      ))}
    </ul>
  );
}
