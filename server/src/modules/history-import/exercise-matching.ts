import { EQUIPMENT_WORDS, equipmentStated, exerciseNameKey, nameWords } from '@common/exercises/names';
import { wordFit } from '@common/exercises/search';
import type { Exercise } from '@common/schemas/workout-exercises';

// Exercise names from another app against the member's library (the catalogue and their own
// exercises). A name matches by itself only when it is certainly the same exercise: the member's
// own exercise of that name, or the one catalogue exercise that has it as its name or an alias
// (Strong's and Hevy's names are recorded as aliases, so "Pull Up (Assisted)" is the assisted
// pull-up and never the pull-up). Names are compared by exerciseNameKey: case, spacing,
// punctuation and plural endings aside, the same words. Anything less certain is never chosen for
// the member: the closest exercises are only offered.

/** An exercise of the member's library, as GET /api/exercises answers it. */
export type LibraryExercise = Exercise;

/** The key a member's choice for a name is remembered by: trimmed, lower case, single spaces. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

export type CertainMatch = { exercise: LibraryExercise; by: 'name' | 'alias' };

/** Equipment words, left out when names are compared for likeness (the equipment is compared apart). */
const EQUIPMENT_WORD_SET = new Set(
  Object.values(EQUIPMENT_WORDS)
    .flat()
    .flatMap((w) => nameWords(w)),
);
const movementWords = (name: string) =>
  nameWords(name.replace(/\([^)]*\)/g, ' ')).filter((w) => !EQUIPMENT_WORD_SET.has(w));

/** The library indexed for certain matches (by key) and for offering the closest exercises. */
export class LibraryIndex {
  private readonly own = new Map<string, LibraryExercise>();
  /** key -> the catalogue exercises that use it as name or alias (two: the key is ambiguous). */
  private readonly catalogue = new Map<string, Set<LibraryExercise>>();
  private readonly spellings: { exercise: LibraryExercise; words: string[][] }[] = [];

  constructor(readonly library: readonly LibraryExercise[]) {
    for (const e of library) {
      if (e.custom) {
        this.own.set(exerciseNameKey(e.name), e);
      } else {
        for (const spelling of [e.name, ...e.aliases]) {
          const key = exerciseNameKey(spelling);
          const found = this.catalogue.get(key) ?? new Set();
          found.add(e);
          this.catalogue.set(key, found);
        }
      }
      const words = [e.name, ...e.aliases].map(movementWords).filter((w) => w.length > 0);
      this.spellings.push({ exercise: e, words: uniqueWordLists(words) });
    }
  }

  /** The member's own exercise of that name (any case, spacing or punctuation). */
  ownNamed(name: string): LibraryExercise | null {
    return this.own.get(exerciseNameKey(name)) ?? null;
  }

  /** The one catalogue exercise with that name or alias; null when none, or when two share it. */
  catalogueNamed(name: string): CertainMatch | null {
    const key = exerciseNameKey(name);
    const found = this.catalogue.get(key);
    if (found?.size !== 1) return null;
    const [exercise] = found;
    return { exercise, by: exerciseNameKey(exercise.name) === key ? 'name' : 'alias' };
  }

  /**
   * The library exercises most like `name`, best first: the words of the movement compared with
   * typos allowed (Sørensen-Dice over fitting words), the equipment the name states breaking ties
   * toward the same equipment. Only offered to the member, never chosen for them.
   */
  closest(name: string, count = 4): LibraryExercise[] {
    const words = movementWords(name);
    if (words.length === 0) return [];
    const equipment = equipmentStated(name);
    return this.spellings
      .map(({ exercise, words: lists }) => {
        let score = 0;
        for (const other of lists) score = Math.max(score, likeness(words, other));
        if (score > 0 && equipment && exercise.equipment === equipment) score += 0.15;
        return { exercise, score };
      })
      .filter((x) => x.score >= 0.5)
      .sort((a, b) => b.score - a.score || a.exercise.name.localeCompare(b.exercise.name))
      .slice(0, count)
      .map((x) => x.exercise);
  }
}

function uniqueWordLists(lists: string[][]): string[][] {
  const seen = new Set<string>();
  return lists.filter((l) => {
    const key = l.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Sørensen-Dice over two word lists, a word fitting another exactly, as its start or with a typo. */
function likeness(a: string[], b: string[]): number {
  if (b.length === 0) return 0;
  // A cheap first look: without a word in common by its first two letters, nothing can fit.
  if (!a.some((w) => b.some((o) => o.slice(0, 2) === w.slice(0, 2)))) return 0;
  let fit = 0;
  const used = new Set<number>();
  for (const w of a) {
    let best = 0;
    let at = -1;
    b.forEach((o, i) => {
      if (used.has(i)) return;
      // Both ways round: 'curl' starts 'curls', 'bech' is 'bench' with a typo.
      const f = Math.max(wordFit(w, o), wordFit(o, w));
      if (f > best) {
        best = f;
        at = i;
      }
    });
    if (at >= 0) used.add(at);
    fit += best;
  }
  return (2 * fit) / (a.length + b.length);
}
