import type { Equipment } from './vocab';

// Exercise names as apps and people write them, reduced to one key, so that "Pull-Up",
// "Pull Up", "Pullups" and "pull ups" are one name, and "Bench Press (Barbell)" is found under its
// catalogue aliases. The key only removes what never tells two movements apart (case, spacing,
// punctuation, accents, plural endings); it never drops a word, so "Pull Up (Assisted)" and "Pull Up"
// stay two keys.

const IRREGULAR: Record<string, string> = {
  calves: 'calf',
  flies: 'fly',
  flyes: 'fly',
  flye: 'fly',
  shelves: 'shelf',
  lbs: 'lb',
  ups: 'up',
};

/** 'raises' -> 'raise', 'crunches' -> 'crunch', 'biceps' -> 'bicep'; 'press' and 'cross' stay. */
export function singularWord(word: string): string {
  if (IRREGULAR[word]) return IRREGULAR[word];
  // Short words ('abs', 'bus') and words in -ss or -us ('press', 'cross', 'plus') are left alone.
  if (word.length <= 3) return word;
  if (/(ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** A name's words: lower case, without accents or apostrophes, '&' read as 'and', each singular. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singularWord);
}

/**
 * The key a name is matched by: its words run together, so spacing and hyphens do not matter
 * ("Pull-Up" = "Pull Up" = "Pullups"). Two names share a key only when they differ in nothing but
 * case, spacing, punctuation, accents or plural endings.
 */
export function exerciseNameKey(name: string): string {
  return nameWords(name).join('');
}

/**
 * How apps write each equipment in a name: "Bench Press (Smith Machine)", "Smith Machine Bench
 * Press". The first is the one FitCircle uses when it builds a name.
 */
export const EQUIPMENT_WORDS: Record<Equipment, readonly string[]> = {
  barbell: ['Barbell'],
  dumbbell: ['Dumbbell'],
  machine: ['Machine'],
  plate_loaded: ['Plate Loaded', 'Plate-Loaded Machine', 'Plate Loaded Machine'],
  cable: ['Cable'],
  smith_machine: ['Smith Machine', 'Smith'],
  kettlebell: ['Kettlebell'],
  band: ['Band', 'Resistance Band'],
  bodyweight: ['Bodyweight', 'Body Weight'],
  weighted_bodyweight: ['Weighted'],
  assisted_bodyweight: ['Assisted', 'Machine Assisted'],
  ez_bar: ['EZ Bar', 'EZ-Bar', 'EZ Curl Bar'],
  trap_bar: ['Trap Bar', 'Hex Bar'],
  suspension: ['Suspension', 'TRX'],
  cardio_machine: [],
  other: [],
};

/** Shorthand lifters type for equipment. */
const EQUIPMENT_SHORTHAND: Record<string, Equipment> = {
  db: 'dumbbell',
  bb: 'barbell',
  kb: 'kettlebell',
  bw: 'bodyweight',
  dbs: 'dumbbell',
  kbs: 'kettlebell',
  ezbar: 'ez_bar',
  hexbar: 'trap_bar',
  trapbar: 'trap_bar',
};

const BY_KEY = new Map<string, Equipment>();
for (const [equipment, words] of Object.entries(EQUIPMENT_WORDS) as [Equipment, string[]][]) {
  for (const w of words) BY_KEY.set(exerciseNameKey(w), equipment);
}
for (const [word, equipment] of Object.entries(EQUIPMENT_SHORTHAND)) BY_KEY.set(word, equipment);

/** The equipment a word or phrase names ('Smith Machine' -> smith_machine), or null. */
export function equipmentNamed(phrase: string): Equipment | null {
  return BY_KEY.get(exerciseNameKey(phrase)) ?? null;
}

/**
 * The equipment a name states, wherever it says it: a bracketed suffix ("Row (Cable)"), or a word
 * of the name ("Cable Row", "DB Curl"). Assisted and weighted win over the rest ("Machine Assisted
 * Pull Up" is an assisted pull-up). Null when the name states none.
 */
export function equipmentStated(name: string): Equipment | null {
  const found = new Set<Equipment>();
  for (const bracket of name.matchAll(/\(([^)]*)\)/g)) {
    for (const part of bracket[1].split(/\s+-\s+|,|\//)) {
      const e = equipmentNamed(part);
      if (e) found.add(e);
    }
  }
  const words = nameWords(name.replace(/\([^)]*\)/g, ' '));
  for (let i = 0; i < words.length; i++) {
    // Two-word equipment first ('smith machine', 'trap bar'), then one word.
    const two = i + 1 < words.length ? BY_KEY.get(words[i] + words[i + 1]) : undefined;
    if (two) {
      found.add(two);
      i++;
      continue;
    }
    const one = BY_KEY.get(words[i]);
    if (one) found.add(one);
  }
  if (found.has('assisted_bodyweight')) return 'assisted_bodyweight';
  if (found.has('weighted_bodyweight')) return 'weighted_bodyweight';
  for (const e of ['smith_machine', 'plate_loaded', 'trap_bar', 'ez_bar'] as const) if (found.has(e)) return e;
  const [first] = found;
  return first ?? null;
}

/**
 * The spellings apps use for one equipment variant of a movement: "Lateral Raise (Cable)",
 * "Cable Lateral Raise", and for bodyweight the plain name. The catalogue records each variant
 * under these besides its own name and aliases.
 */
export function variantSpellings(movementName: string, equipment: Equipment): string[] {
  const words = EQUIPMENT_WORDS[equipment];
  const spellings = words.flatMap((w) => [`${movementName} (${w})`, `${w} ${movementName}`]);
  if (equipment === 'bodyweight') spellings.push(movementName);
  return spellings;
}
