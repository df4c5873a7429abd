import type { Exercise } from '@common/schemas/workout-exercises';
import { labelOf } from '@common/vocab';

// The exercise picker's search: words typed match the starts of words in an exercise's name, its
// muscle group or its equipment ("inc db" finds Incline Dumbbell Press; "chest cable" finds Cable
// Crossover). Favourites come first, then recent exercises, then the rest.

export interface ExerciseSection {
  id: 'favourites' | 'recent' | 'all';
  label: string;
  items: Exercise[];
}

/** Shorthand lifters type for equipment. */
const ALIASES: Record<string, string> = { db: 'dumbbell', bb: 'barbell', kb: 'kettlebell', bw: 'bodyweight' };

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

function searchWords(exercise: Exercise): string[] {
  return [
    ...words(exercise.name),
    ...words(labelOf(exercise.muscleGroup)),
    ...words(labelOf(exercise.equipment)),
    ...(exercise.custom ? ['mine'] : []),
  ];
}

/** Does every typed word start a word of the exercise's name, muscle group or equipment? */
export function matchesExercise(exercise: Exercise, query: string): boolean {
  const typed = words(query).map((w) => ALIASES[w] ?? w);
  if (typed.length === 0) return true;
  const own = searchWords(exercise);
  return typed.every((t) => own.some((w) => w.startsWith(t)));
}

/** How well the name fits: 0 when it starts with what was typed, 1 otherwise. */
const nameRank = (exercise: Exercise, query: string) =>
  exercise.name.toLowerCase().startsWith(query.trim().toLowerCase()) ? 0 : 1;

/**
 * The picker's list for what was typed: Favourites (latest marked first), Recent (most recently
 * done first) and All exercises (names starting with the text first, then by name). An exercise
 * is listed once, in its first section; empty sections are left out.
 */
export function exerciseSections(
  library: readonly Exercise[],
  query: string,
  picks: { favourites: readonly number[]; recent: readonly number[] },
): ExerciseSection[] {
  const byId = new Map(library.map((e) => [e.id, e]));
  const listed = new Set<number>();
  const take = (ids: readonly number[]) =>
    ids.flatMap((id) => {
      const exercise = byId.get(id);
      if (!exercise || listed.has(id) || !matchesExercise(exercise, query)) return [];
      listed.add(id);
      return [exercise];
    });
  const favourites = take(picks.favourites);
  const recent = take(picks.recent);
  const rest = library
    .filter((e) => !listed.has(e.id) && matchesExercise(e, query))
    .sort((a, b) => nameRank(a, query) - nameRank(b, query) || a.name.localeCompare(b.name));
  const sections: ExerciseSection[] = [
    { id: 'favourites', label: 'Favourites', items: favourites },
    { id: 'recent', label: 'Recent', items: recent },
    { id: 'all', label: query.trim() ? 'Matches' : 'All exercises', items: rest },
  ];
  return sections.filter((s) => s.items.length > 0);
}
