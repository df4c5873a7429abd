import { equipmentStated, nameWords } from '@common/exercises/names';
import {
  categoryOfLoggingType,
  type Equipment,
  type LoggingType,
  type Muscle,
  muscleGroupOf,
} from '@common/exercises/vocab';
import type { ExerciseCategory } from '@common/fitness/calories';
import type { ExerciseChoice, ProposedExercise } from '@common/schemas/history-import';
import type { MuscleGroup } from '@common/schemas/workout-exercises';
import type { DraftSet } from './draft-types';

// "Create as my own exercise": what the new exercise is, read only from what the file shows: the
// equipment its name states, what its sets record, and the muscles its own words name ("Shrug"
// trains the traps). Never from a catalogue exercise it was not matched to: an own "Shrug (Dumbbell)"
// is not labelled with the muscles of a fly. Where nothing tells, the muscles stay unknown and the
// member says on the exercise's page.

export interface OwnExerciseInput {
  name: string;
  muscleGroup: MuscleGroup | null;
  primaryMuscles: Muscle[];
  equipment: Equipment;
  loggingType: LoggingType;
  category: ExerciseCategory;
}

/**
 * Words of a name and the muscle they name, the longer phrases first ('leg curl' trains the
 * hamstrings before 'curl' trains the biceps). A word that could mean several muscles ('press',
 * 'raise') names none.
 */
const MUSCLE_PHRASES: [string, Muscle][] = [
  ['leg curl', 'hamstrings'],
  ['hamstring curl', 'hamstrings'],
  ['wrist curl', 'forearms'],
  ['leg extension', 'quadriceps'],
  ['back extension', 'lower_back'],
  ['calf', 'calves'],
  ['shrug', 'traps'],
  ['trap', 'traps'],
  ['neck', 'neck'],
  ['adduction', 'adductors'],
  ['adductor', 'adductors'],
  ['abduction', 'abductors'],
  ['abductor', 'abductors'],
  ['tricep', 'triceps'],
  ['skull', 'triceps'],
  ['skullcrusher', 'triceps'],
  ['pushdown', 'triceps'],
  ['pressdown', 'triceps'],
  ['bicep', 'biceps'],
  ['curl', 'biceps'],
  ['chest', 'chest'],
  ['pec', 'chest'],
  ['fly', 'chest'],
  ['bench', 'chest'],
  ['lat', 'lats'],
  ['pulldown', 'lats'],
  ['pull up', 'lats'],
  ['pullup', 'lats'],
  ['chin up', 'lats'],
  ['chinup', 'lats'],
  ['row', 'upper_back'],
  ['deadlift', 'hamstrings'],
  ['romanian', 'hamstrings'],
  ['hamstring', 'hamstrings'],
  ['nordic', 'hamstrings'],
  ['shoulder', 'shoulders'],
  ['delt', 'shoulders'],
  ['lateral raise', 'shoulders'],
  ['overhead press', 'shoulders'],
  ['military', 'shoulders'],
  ['squat', 'quadriceps'],
  ['lunge', 'quadriceps'],
  ['leg press', 'quadriceps'],
  ['quad', 'quadriceps'],
  ['glute', 'glutes'],
  ['hip thrust', 'glutes'],
  ['bridge', 'glutes'],
  ['oblique', 'obliques'],
  ['plank', 'abdominals'],
  ['crunch', 'abdominals'],
  ['sit up', 'abdominals'],
  ['situp', 'abdominals'],
  ['ab', 'abdominals'],
  ['abs', 'abdominals'],
  ['core', 'abdominals'],
  ['forearm', 'forearms'],
  ['grip', 'forearms'],
  ['run', 'cardio'],
  ['running', 'cardio'],
  ['jog', 'cardio'],
  ['cycling', 'cardio'],
  ['bike', 'cardio'],
  ['swim', 'cardio'],
  ['rowing', 'cardio'],
];

/** The muscles a name's own words name, in the order they appear in it; empty when none does. */
export function musclesNamedBy(name: string): Muscle[] {
  const words = ` ${nameWords(name).join(' ')} `;
  const found: { at: number; muscle: Muscle }[] = [];
  let rest = words;
  for (const [phrase, muscle] of MUSCLE_PHRASES) {
    const at = rest.indexOf(` ${phrase} `);
    if (at < 0) continue;
    found.push({ at, muscle });
    // A phrase's words are used up: 'leg curl' does not also count as 'curl'.
    rest = rest.slice(0, at + 1) + ' '.repeat(phrase.length) + rest.slice(at + 1 + phrase.length);
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.muscle))].slice(0, 3);
}

/** What the sets record: a load (and reps), a distance and a time, a time, or reps alone. */
function loggingFromSets(sets: DraftSet[], equipment: Equipment | null): LoggingType {
  if (equipment === 'assisted_bodyweight') return 'assisted_bodyweight';
  if (equipment === 'weighted_bodyweight') return 'weighted_bodyweight';
  const any = (key: keyof DraftSet) => sets.some((s) => s[key] !== null && s[key] !== 0);
  // A load makes it a lift, even over a distance (a sled drag, a loaded carry).
  if (any('weightKg')) return 'weight_reps';
  if (any('distanceKm')) return 'distance_duration';
  if (any('durationSeconds') && !any('reps')) return 'duration';
  if (any('reps')) return equipment && equipment !== 'bodyweight' ? 'weight_reps' : 'reps_only';
  return 'weight_reps';
}

/** The own exercise a file's name would become, before the member's own changes. */
export function proposeOwnExercise(name: string, sets: DraftSet[]): ProposedExercise {
  const stated = equipmentStated(name);
  const loggingType = loggingFromSets(sets, stated);
  const equipment = stated ?? (loggingType === 'reps_only' ? 'bodyweight' : 'other');
  return { name: name.trim().slice(0, 80), equipment, loggingType, primaryMuscles: musclesNamedBy(name) };
}

/** What "create" makes of a name: the proposal, with what the member chose in its place. */
export function ownExerciseFor(
  name: string,
  sets: DraftSet[],
  choice?: Extract<ExerciseChoice, { action: 'create' }>,
): OwnExerciseInput {
  const proposed = proposeOwnExercise(name, sets);
  const equipment = choice?.equipment ?? proposed.equipment;
  const loggingType = choice?.loggingType ?? proposed.loggingType;
  const primaryMuscles = choice?.primaryMuscles ?? proposed.primaryMuscles;
  return {
    name: proposed.name,
    equipment,
    loggingType,
    primaryMuscles,
    muscleGroup: muscleGroupOf(primaryMuscles),
    category: categoryOfLoggingType(loggingType),
  };
}
