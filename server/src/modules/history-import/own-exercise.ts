import type { ExerciseCategory } from '@common/fitness/calories';
import type { Equipment, MuscleGroup } from '@common/schemas/workout-exercises';
import type { DraftSet } from './draft-types';
import { equipmentOf, type LibraryExercise, nameTokens, suggestExercise } from './exercise-matching';

// "Create as my own exercise": the new exercise needs a muscle group, equipment and category. They
// come from what the file shows: the equipment its name states, cardio when its sets cover a
// distance without a load, and the muscle group of the nearest library exercise or of a telling
// word in the name (full body when nothing tells).

export interface OwnExerciseInput {
  name: string;
  muscleGroup: MuscleGroup;
  equipment: Equipment;
  category: ExerciseCategory;
}

const MUSCLE_WORDS: [MuscleGroup, string[]][] = [
  ['chest', ['bench', 'chest', 'fly', 'pec', 'dip']],
  ['back', ['row', 'pulldown', 'pull', 'chin', 'deadlift', 'lat', 'back']],
  ['shoulders', ['shoulder', 'overhead', 'lateral', 'delt', 'military', 'arnold', 'shrug']],
  ['biceps', ['curl', 'bicep']],
  ['triceps', ['tricep', 'pushdown', 'skull', 'kickback']],
  ['hamstrings', ['hamstring', 'romanian']],
  ['quadriceps', ['squat', 'lunge', 'leg', 'quad']],
  ['glutes', ['glute', 'hip', 'thrust', 'bridge']],
  ['calves', ['calf']],
  ['core', ['plank', 'crunch', 'ab', 'sit', 'core', 'twist']],
  ['forearms', ['wrist', 'grip', 'forearm']],
];

function muscleGroupOf(name: string, library: LibraryExercise[]): MuscleGroup {
  const nearest = suggestExercise(name, library);
  if (nearest) return nearest.muscleGroup;
  const words = new Set(nameTokens(name));
  return MUSCLE_WORDS.find(([, keys]) => keys.some((k) => words.has(k)))?.[0] ?? 'full_body';
}

export function ownExerciseFor(name: string, sets: DraftSet[], library: LibraryExercise[]): OwnExerciseInput {
  // Distance without load or reps is cardio (a run); a loaded carry or sled over a distance is strength.
  const covered =
    sets.some((s) => s.distanceKm !== null) && !sets.some((s) => (s.weightKg ?? 0) > 0 || (s.reps ?? 0) > 0);
  return {
    name: name.trim().slice(0, 80),
    muscleGroup: muscleGroupOf(name, library),
    equipment: equipmentOf(name),
    category: covered ? 'cardio' : 'strength',
  };
}
