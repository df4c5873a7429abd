import { Check, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { LiveExercise, LiveSet } from '../lib/live-workout';

type Values = Partial<Pick<LiveSet, 'reps' | 'weightKg' | 'durationSeconds' | 'distanceKm'>>;

/** Which figures a set of this exercise records: strength reps and kg, the others time and km. */
export function setFields(exercise: Pick<LiveExercise, 'category' | 'sets'>) {
  const any = (key: keyof LiveSet) => exercise.sets.some((s) => s[key] != null);
  const strength = exercise.category === 'strength';
  return {
    reps: strength || any('reps'),
    weight: strength,
    time: !strength || any('durationSeconds'),
    distance: exercise.category === 'cardio' || any('distanceKm'),
  };
}

const numberOrNull = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

/** One set: its figures, a Done toggle and a remove button, each labelled 'Set N ...'. */
export function SetRow({
  index,
  set,
  fields,
  onChange,
  onToggleDone,
  onRemove,
}: {
  index: number;
  set: LiveSet;
  fields: ReturnType<typeof setFields>;
  onChange: (values: Values) => void;
  onToggleDone: () => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const box = (label: string, value: number | null, change: (v: number | null) => void, step: string) => (
    <Input
      type="number"
      inputMode="decimal"
      min={0}
      step={step}
      aria-label={`Set ${n} ${label}`}
      placeholder={label}
      value={value ?? ''}
      onChange={(event) => change(numberOrNull(event.target.value))}
      className="h-9 w-full min-w-0"
    />
  );
  return (
    <li className={cn('flex items-center gap-2 rounded-lg p-1', set.done && 'bg-primary-soft/60')}>
      <span className="w-6 shrink-0 text-center text-sm font-semibold text-muted-foreground">{n}</span>
      <div className="grid min-w-0 flex-1 grid-cols-2 gap-2">
        {fields.reps && box('reps', set.reps, (reps) => onChange({ reps }), '1')}
        {fields.weight && box('kg', set.weightKg, (weightKg) => onChange({ weightKg }), '0.5')}
        {fields.time &&
          box(
            'min',
            set.durationSeconds === null ? null : Math.round((set.durationSeconds / 60) * 100) / 100,
            (min) => onChange({ durationSeconds: min === null ? null : Math.max(1, Math.round(min * 60)) }),
            '0.25',
          )}
        {fields.distance && box('km', set.distanceKm, (distanceKm) => onChange({ distanceKm }), '0.1')}
      </div>
      <Button
        type="button"
        size="sm"
        variant={set.done ? 'default' : 'outline'}
        aria-pressed={set.done}
        aria-label={`Set ${n} done`}
        onClick={onToggleDone}
      >
        <Check aria-hidden="true" />
        <span className="hidden sm:inline">Done</span>
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        aria-label={`Remove set ${n}`}
        onClick={onRemove}
        className="size-9"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
