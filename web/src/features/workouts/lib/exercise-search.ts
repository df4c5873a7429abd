import { searchScore } from '@common/exercises/search';
import type { Exercise } from '@common/schemas/workout-exercises';

// The exercise picker's search (common/exercises/search.ts): every word typed must find a word of
// the exercise's name, one of its aliases (Strong's and Hevy's names), its muscles or its
// equipment, as the start of the word or with a typo ("inc db" finds Incline Dumbbell Press, "bech"
// finds Bench Press, "skullcrusher" finds Skull Crusher). Favourites come first, then recent
// exercises, then the rest.

export interface ExerciseSection {
  id: 'favourites' | 'recent' | 'all';
  label: string;
  items: Exercise[];
}

/** Does every typed word fit a word of the exercise (name, alias, muscle, equipment)? */
export function matchesExercise(exercise: Exercise, query: string): boolean {
  return searchScore(exercise, query) > 0;
}

/**
 * The picker's list for what was typed: Favourites (latest marked first), Recent (most recently
 * done first) and All exercises (the best fits first: names starting with the text, then exact
 * words, then typos; then by name). An exercise
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
    .filter((e) => !listed.has(e.id))
    .map((e) => ({ e, score: searchScore(e, query) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.e.name.localeCompare(b.e.name))
    .map((x) => x.e);
  const sections: ExerciseSection[] = [
    { id: 'favourites', label: 'Favourites', items: favourites },
    { id: 'recent', label: 'Recent', items: recent },
    { id: 'all', label: query.trim() ? 'Matches' : 'All exercises', items: rest },
  ];
  return sections.filter((s) => s.items.length > 0);
}
