import { EQUIPMENT_LABELS } from '@common/exercises/vocab';
import { EXERCISE_TEXTS } from '@common/exercises-texts';
import type { Exercise } from '@common/schemas/workout-exercises';
import { labelOf } from '@common/vocab';
import { Search, Star } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { controlClass } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useFavouriteExercises, useRecentExercises } from '../api/exercise-picks';
import { exerciseSections } from '../lib/exercise-search';

export interface ExercisePickerProps {
  /** The search field's id, for its label. */
  id: string;
  exercises: readonly Exercise[];
  /** The chosen exercise, shown in the field while it is not being searched. */
  value?: number | null;
  onPick: (exercise: Exercise) => void;
  placeholder?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  /** When no visible label names the field. */
  'aria-label'?: string;
  className?: string;
}

/**
 * Picks an exercise from the library by typing (name, muscle group or equipment), the member's
 * favourites and recent exercises first. An ARIA combobox: the field keeps focus while arrow keys
 * move through the list, Enter picks, Escape closes the list (not the dialog around it); a tap on
 * a row picks it. The list opens below the field, in the page's flow, so it is never cut off.
 */
export function ExercisePicker({
  id,
  exercises,
  value = null,
  onPick,
  // Short enough for a phone's field (the longer "Search by name, …" was cut at 390 px); the label says what it picks.
  placeholder = 'Name, muscle or equipment',
  className,
  ...aria
}: ExercisePickerProps) {
  const listId = useId();
  const favourites = useFavouriteExercises();
  const recent = useRecentExercises();
  const chosen = exercises.find((e) => e.id === value) ?? null;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);

  const sections = useMemo(
    () => exerciseSections(exercises, query, { favourites: favourites.data ?? [], recent: recent.data ?? [] }),
    [exercises, query, favourites.data, recent.data],
  );
  const options = sections.flatMap((s) => s.items);
  const favouriteIds = new Set(favourites.data);
  const optionId = (exercise: Exercise) => `${listId}-o${exercise.id}`;
  const activeOption = open ? options[Math.min(active, options.length - 1)] : undefined;

  useEffect(() => {
    if (!activeOption) return;
    listRef.current?.querySelector(`[id="${optionId(activeOption)}"]`)?.scrollIntoView?.({ block: 'nearest' });
  });

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const pick = (exercise: Exercise) => {
    onPick(exercise);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const last = options.length - 1;
      setActive((i) => (event.key === 'ArrowDown' ? Math.min(i + 1, last) : Math.max(i - 1, 0)));
    } else if (event.key === 'Enter') {
      // Enter never submits the form around the field.
      event.preventDefault();
      if (activeOption) pick(activeOption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={open ? query : (chosen?.name ?? '')}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setActive(0)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={close}
          className={cn(controlClass, 'h-11 pl-9 sm:h-10')}
          {...aria}
        />
      </div>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label="Exercises"
        hidden={!open}
        className="max-h-72 overflow-y-auto overscroll-contain rounded-lg border border-border bg-card p-1 shadow-sm"
      >
        {open && options.length === 0 && (
          <p className="px-2 py-3 text-sm text-muted-foreground">No exercise matches “{query.trim()}”.</p>
        )}
        {open &&
          sections.map((section) => (
            // biome-ignore lint/a11y/useSemanticElements: the ARIA listbox pattern groups options with role group
            <div key={section.id} role="group" aria-labelledby={`${listId}-${section.id}`}>
              <p
                id={`${listId}-${section.id}`}
                role="presentation"
                className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {section.label}
              </p>
              {section.items.map((exercise) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the field keeps focus and handles the keys (ARIA combobox)
                <div
                  key={exercise.id}
                  id={optionId(exercise)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={exercise === activeOption}
                  // Keeps focus in the field, so the list stays open until the click picks.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(exercise)}
                  onMouseMove={() => setActive(options.indexOf(exercise))}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 py-1.5',
                    exercise === activeOption && 'bg-muted outline-2 outline-primary',
                  )}
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium [overflow-wrap:anywhere]">
                      {exercise.name}
                      {exercise.custom ? ' (mine)' : ''}
                    </span>
                    <span className="block text-xs text-muted-foreground">
                      {exercise.muscleGroup ? labelOf(exercise.muscleGroup) : EXERCISE_TEXTS.musclesUnknown} ·{' '}
                      {EQUIPMENT_LABELS[exercise.equipment]}
                    </span>
                  </span>
                  {favouriteIds.has(exercise.id) && (
                    <Star className="size-4 shrink-0 fill-amber-400 text-amber-500" aria-label="Favourite" />
                  )}
                </div>
              ))}
            </div>
          ))}
      </div>
      <p role="status" className="sr-only">
        {open ? `${options.length} ${options.length === 1 ? 'exercise' : 'exercises'}` : ''}
      </p>
    </div>
  );
}
