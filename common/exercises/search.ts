import { exerciseNameKey, nameWords } from './names';
import { EQUIPMENT_LABELS, type Equipment, MUSCLE_LABELS, type Muscle } from './vocab';

// Typo-tolerant exercise search, the same in the picker, the catalogue page and GET
// /api/exercises?q=: every word typed must find a word of the exercise's name, one of its aliases
// (Strong's and Hevy's names among them), its muscles or its equipment, exactly, as the start of
// the word, or with one typo (two in long words). "bech pres" finds Bench Press, "skullcrusher"
// finds Skull Crusher, "lat raise db" finds Lateral Raise.

export interface Searchable {
  name: string;
  aliases?: readonly string[];
  equipment: Equipment;
  primaryMuscles?: readonly Muscle[];
  secondaryMuscles?: readonly Muscle[];
  muscleGroup?: string | null;
  custom?: boolean;
}

/** Shorthand lifters type. */
const SHORTHAND: Record<string, string[]> = {
  db: ['dumbbell'],
  bb: ['barbell'],
  kb: ['kettlebell'],
  bw: ['bodyweight'],
  ohp: ['overhead', 'press'],
  rdl: ['romanian', 'deadlift'],
  sldl: ['stiff', 'leg', 'deadlift'],
  ghr: ['glute', 'ham', 'raise'],
};

/** Edit distance with transpositions (optimal string alignment), stopping once past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length];
}

/** Typos allowed in a typed word: none under 4 letters, one up to 7, two from 8. */
const typosAllowed = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

/**
 * How well one typed word fits one word of the exercise: 1 the same, 0.9 its start, 0.7 with a
 * typo (as a whole word or as its start), 0 not at all.
 */
export function wordFit(typed: string, word: string): number {
  if (word === typed) return 1;
  if (word.startsWith(typed)) return 0.9;
  const typos = typosAllowed(typed);
  if (typos === 0) return 0;
  if (editDistance(typed, word, typos) <= typos) return 0.7;
  // A typo in a word typed so far: 'bech' for the start of 'bench'.
  if (word.length > typed.length && editDistance(typed, word.slice(0, typed.length), typos) <= typos) return 0.6;
  return 0;
}

/** The typed words, shorthand spelled out. */
export function queryWords(query: string): string[] {
  return nameWords(query).flatMap((w) => SHORTHAND[w] ?? [w]);
}

const wordCache = new WeakMap<Searchable, { name: string[]; other: string[] }>();

/** The words an exercise is found by; worked out once per exercise object (a list is searched per keystroke). */
function wordsOf(e: Searchable): { name: string[]; other: string[] } {
  const cached = wordCache.get(e);
  if (cached) return cached;
  const labels = [
    EQUIPMENT_LABELS[e.equipment],
    ...(e.primaryMuscles ?? []).map((m) => MUSCLE_LABELS[m]),
    ...(e.secondaryMuscles ?? []).map((m) => MUSCLE_LABELS[m]),
    e.muscleGroup ?? '',
    e.custom ? 'mine' : '',
  ];
  const words = {
    name: nameWords(e.name),
    other: [...new Set([...(e.aliases ?? []).flatMap(nameWords), ...labels.flatMap(nameWords)])],
  };
  wordCache.set(e, words);
  return words;
}

/**
 * How well an exercise fits what was typed, above 0 when every typed word fits one of its words;
 * 0 when one does not. Words of the name count more than aliases, muscles and equipment, a name
 * that starts with the typed text comes first, and a shorter name before a longer one. An empty
 * query fits everything (1).
 */
export function searchScore(e: Searchable, query: string): number {
  const typed = queryWords(query);
  if (typed.length === 0) return 1;
  const { name, other } = wordsOf(e);
  let total = 0;
  for (const t of typed) {
    let best = 0;
    for (const w of name) best = Math.max(best, wordFit(t, w));
    for (const w of other) best = Math.max(best, wordFit(t, w) * 0.85);
    if (best === 0) {
      // 'pullup' typed for Pull-Up: the words run together.
      const joined = exerciseNameKey(e.name);
      if (t.length >= 4 && joined.includes(t)) best = 0.8;
      else return 0;
    }
    total += best;
  }
  const startsName = exerciseNameKey(e.name).startsWith(typed.join('')) ? 0.5 : 0;
  // Of two names that fit as well, the one with fewer words besides the typed ones comes first:
  // "squat" lists Back Squat before Assisted Pistol Squat.
  const extraWords = Math.max(0, name.length - typed.length);
  return total / typed.length + startsName - extraWords * 0.01;
}

/** The exercises that fit, best first (then by name). */
export function searchExercises<T extends Searchable>(items: readonly T[], query: string): T[] {
  if (queryWords(query).length === 0) return [...items];
  return items
    .map((item) => ({ item, score: searchScore(item, query) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.item.name.localeCompare(b.item.name))
    .map((x) => x.item);
}
