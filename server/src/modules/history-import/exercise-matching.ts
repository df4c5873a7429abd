import type { Equipment, Exercise } from '@common/schemas/workout-exercises';

// Exercise names from another app against the member's library (the curated catalogue and their
// own exercises). Only the same name (ignoring case and spacing) matches by itself; anything else
// gets a suggestion the member confirms or changes: "Bench Press (Barbell)" -> Bench Press, whose
// equipment is a barbell; "Bicep Curl (Dumbbell)" -> Dumbbell Biceps Curl.

/** An exercise of the member's library, as GET /api/exercises answers it. */
export type LibraryExercise = Exercise;

/** The key a name is matched and remembered by: trimmed, lower case, single spaces. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

const EQUIPMENT_WORDS: Partial<Record<string, Equipment>> = {
  barbell: 'barbell',
  dumbbell: 'dumbbell',
  kettlebell: 'kettlebell',
  machine: 'machine',
  cable: 'cable',
  band: 'band',
  bodyweight: 'bodyweight',
};

const SYNONYMS: Record<string, string[]> = {
  db: ['dumbbell'],
  bb: ['barbell'],
  kb: ['kettlebell'],
  bw: ['bodyweight'],
  pushup: ['push', 'up'],
  pullup: ['pull', 'up'],
  chinup: ['chin', 'up'],
  situp: ['sit', 'up'],
  stepup: ['step', 'up'],
  ohp: ['overhead', 'press'],
  rdl: ['romanian', 'deadlift'],
  flye: ['fly'],
  calve: ['calf'],
};

/** 'raises' -> 'raise', 'crunches' -> 'crunch', 'biceps' -> 'bicep'; 'press' and 'abs' stay. */
function singular(word: string): string {
  if (/(ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** A name's words, normalised: lower case, singular, abbreviations spelled out. */
export function nameTokens(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular)
    .flatMap((w) => SYNONYMS[w] ?? [w]);
}

/**
 * Sørensen-Dice over the two word sets, plus a tie-breaker far below one shared word: words the
 * name puts first count a little more ('Incline Bench Press (Dumbbell)' is an incline press before
 * it is a bench press).
 */
function similarity(words: string[], b: Set<string>): number {
  const a = new Set(words);
  let shared = 0;
  let lead = 0;
  for (const token of a) {
    if (!b.has(token)) continue;
    shared += 1;
    lead += (words.length - words.indexOf(token)) / words.length;
  }
  return a.size + b.size === 0 ? 0 : (2 * shared) / (a.size + b.size) + lead * 1e-3;
}

/** A library exercise's words, with its equipment as a word ('Bench Press' is done with a barbell). */
function libraryTokens(e: LibraryExercise): Set<string> {
  const words = new Set(nameTokens(e.name));
  if (EQUIPMENT_WORDS[e.equipment] && e.equipment !== 'bodyweight') words.add(e.equipment);
  return words;
}

const SUGGESTION_THRESHOLD = 0.5;

/**
 * The library exercise most like `name`, by shared words (Sørensen-Dice over the normalised words,
 * equipment included), or null when none shares enough. Ties go to the earlier library entry.
 */
export function suggestExercise(name: string, library: LibraryExercise[]): LibraryExercise | null {
  const words = nameTokens(name);
  let best: LibraryExercise | null = null;
  let bestScore = SUGGESTION_THRESHOLD - Number.EPSILON;
  for (const exercise of library) {
    const score = similarity(words, libraryTokens(exercise));
    if (score > bestScore) {
      best = exercise;
      bestScore = score;
    }
  }
  return best;
}

/** The equipment a name states ('Row (Cable)' -> cable), for an exercise created from it. */
export function equipmentOf(name: string): Equipment {
  for (const word of nameTokens(name)) {
    const equipment = EQUIPMENT_WORDS[word];
    if (equipment) return equipment;
  }
  return 'other';
}
