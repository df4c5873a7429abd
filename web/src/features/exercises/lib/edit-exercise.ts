import {
  type Equipment,
  type LoggingType,
  type Muscle,
  type MuscleGroup,
  muscleGroupOf,
} from '@common/exercises/vocab';
import type { ExerciseCategory } from '@common/fitness/calories';
import type { Exercise, UpdateExerciseInput } from '@common/schemas/workout-exercises';

// The Edit dialog of an own exercise: what its form holds, and the PATCH it sends (only what changed).

export interface EditValues {
  name: string;
  equipment: Equipment;
  loggingType: LoggingType;
  /** '' = from the first primary muscle (or not set when there is none). */
  muscleGroup: MuscleGroup | '';
  primaryMuscles: Muscle[];
}

export const MAX_PRIMARY_MUSCLES = 3;

export function editValuesOf(e: Exercise): EditValues {
  const derived = muscleGroupOf(e.primaryMuscles);
  return {
    name: e.name,
    equipment: e.equipment,
    loggingType: e.loggingType,
    // A group that is just the primary muscle's stays "from the muscles", so it follows them.
    muscleGroup: e.muscleGroup && e.muscleGroup !== derived ? e.muscleGroup : '',
    primaryMuscles: [...e.primaryMuscles],
  };
}

/**
 * The category (which decides calories) after the logging type changed: distance and time is
 * cardio; sets of reps are strength; a timed set keeps what the exercise was (a plank, a stretch).
 */
export function categoryAfter(category: ExerciseCategory, type: LoggingType): ExerciseCategory {
  if (type === 'distance_duration') return 'cardio';
  if (type === 'duration') return category;
  return 'strength';
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The PATCH body: only the fields that changed (an empty object when nothing did). */
export function exerciseChanges(e: Exercise, v: EditValues): UpdateExerciseInput {
  const out: UpdateExerciseInput = {};
  const name = v.name.trim();
  if (name !== e.name) out.name = name;
  if (v.equipment !== e.equipment) out.equipment = v.equipment;
  if (v.loggingType !== e.loggingType) {
    out.loggingType = v.loggingType;
    const category = categoryAfter(e.category, v.loggingType);
    if (category !== e.category) out.category = category;
  }
  if (!sameList(v.primaryMuscles, e.primaryMuscles)) out.primaryMuscles = v.primaryMuscles;
  const group = v.muscleGroup || muscleGroupOf(v.primaryMuscles);
  if (group !== e.muscleGroup) out.muscleGroup = group;
  return out;
}
