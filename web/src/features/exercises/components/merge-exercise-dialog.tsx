import { searchExercises } from '@common/exercises/search';
import { EQUIPMENT_LABELS } from '@common/exercises/vocab';
import type { Exercise } from '@common/schemas/workout-exercises';
import { Search } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useExerciseLibrary } from '../api/get-exercises';
import { useMergeExercise } from '../api/merge-exercise';
import { musclesText } from '../lib/catalogue-filter';
import { mergeConfirmText } from '../lib/merge-text';

/** Choices listed at once; typing narrows the library down to them. */
const CHOICES_MAX = 40;

export interface MergeExerciseDialogProps {
  exercise: Exercise;
  /** The member's sessions of it (what moves). */
  sessions: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Merges the exercise into another of the library (a duplicate, an import's guess): pick the
 * target by searching, read what moves, confirm. Afterwards the member is on the target's page.
 */
export function MergeExerciseDialog({ exercise, sessions, open, onOpenChange }: MergeExerciseDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Merge {exercise.name} into…</DialogTitle>
          <DialogDescription>
            Everything you logged or planned as {exercise.name} moves to the exercise you choose.
          </DialogDescription>
        </DialogHeader>
        {open && <MergeForm exercise={exercise} sessions={sessions} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function MergeForm({ exercise, sessions, onDone }: { exercise: Exercise; sessions: number; onDone: () => void }) {
  const navigate = useNavigate();
  const library = useExerciseLibrary();
  const merge = useMergeExercise(exercise.id);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, 100);
  const [target, setTarget] = useState<Exercise | null>(null);
  const others = useMemo(() => (library.data ?? []).filter((e) => e.id !== exercise.id), [library.data, exercise.id]);
  const matches = useMemo(() => searchExercises(others, q), [others, q]);
  const choices = matches.slice(0, CHOICES_MAX);
  // The chosen one stays listed while the search changes.
  if (target && !choices.some((e) => e.id === target.id)) choices.unshift(target);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!target) return;
    merge.mutate(target.id, {
      onSuccess: () => {
        onDone();
        navigate(`/exercises/${target.id}`);
      },
    });
  };

  return (
    <form onSubmit={submit} aria-label="Merge exercise" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="merge-search">Search the library</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="merge-search"
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder="Name, muscle or equipment"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      {!library.data ? (
        <Spinner label="Loading exercises" />
      ) : (
        <fieldset className="flex min-w-0 flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">Exercise to merge into</legend>
          <div className="max-h-64 overflow-y-auto overscroll-contain rounded-lg border border-border p-1">
            {choices.length === 0 && (
              <p className="px-2 py-3 text-sm text-muted-foreground">No exercise matches “{q.trim()}”.</p>
            )}
            {choices.map((e) => {
              const id = `merge-into-${e.id}`;
              return (
                <label
                  key={e.id}
                  htmlFor={id}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 hover:bg-muted',
                    target?.id === e.id && 'bg-primary-soft',
                  )}
                >
                  <input
                    type="radio"
                    id={id}
                    name="merge-target"
                    className="size-4 shrink-0 accent-primary"
                    checked={target?.id === e.id}
                    onChange={() => setTarget(e)}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium [overflow-wrap:anywhere]">
                      {e.name}
                      {e.custom ? ' (mine)' : ''}
                    </span>
                    <span className="block text-xs text-muted-foreground">
                      {EQUIPMENT_LABELS[e.equipment]} · {musclesText(e.primaryMuscles)}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
          {matches.length > CHOICES_MAX && (
            <p className="text-xs text-muted-foreground">
              Showing {CHOICES_MAX} of {matches.length}: type to narrow the list.
            </p>
          )}
        </fieldset>
      )}
      {target && (
        <p role="status" className="rounded-lg bg-muted p-3 text-sm">
          {mergeConfirmText(exercise, target, sessions)}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={!target || merge.isPending}>
          {merge.isPending ? 'Merging…' : target ? `Merge into ${target.name}` : 'Choose an exercise'}
        </Button>
      </DialogFooter>
    </form>
  );
}
