import type { Exercise } from '@common/schemas/workout-exercises';
import { labelOf } from '@common/vocab';
import { useMemo, useState } from 'react';
import { controlClass } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export interface ExerciseSelectProps {
  id: string;
  exercises: readonly Exercise[];
  value: number | null;
  onChange: (exerciseId: number | null) => void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  className?: string;
}

/**
 * Picks an exercise from the library: a native select grouped by muscle group (keyboard and phone
 * pickers work as the platform does), with a filter box to narrow a long list. The chosen exercise
 * always stays listed.
 */
export function ExerciseSelect({ id, exercises, value, onChange, className, ...aria }: ExerciseSelectProps) {
  const [filter, setFilter] = useState('');
  const groups = useMemo(() => {
    const text = filter.trim().toLowerCase();
    const shown = exercises.filter((e) => e.id === value || !text || e.name.toLowerCase().includes(text));
    const byGroup = new Map<string, Exercise[]>();
    for (const e of shown) byGroup.set(e.muscleGroup, [...(byGroup.get(e.muscleGroup) ?? []), e]);
    return [...byGroup.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [exercises, filter, value]);
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5 sm:flex-row', className)}>
      <input
        type="search"
        aria-label="Filter exercises"
        placeholder="Filter..."
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        className={cn(controlClass, 'h-10 sm:w-32')}
      />
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        className={cn(controlClass, 'h-10 min-w-0 flex-1 pr-8')}
        {...aria}
      >
        <option value="">Choose an exercise</option>
        {groups.map(([group, list]) => (
          <optgroup key={group} label={labelOf(group)}>
            {list.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name}
                {e.custom ? ' (mine)' : ''}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
