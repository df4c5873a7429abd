import { z } from 'zod';
import type { ExerciseCategory } from '../fitness/calories';
import { WORKOUT_MESSAGES as M } from '../workouts-texts';

// The exercise library: a curated list every member sees, plus each member's own exercises,
// which only they see.

export const MUSCLE_GROUPS = [
  'chest',
  'back',
  'shoulders',
  'biceps',
  'triceps',
  'forearms',
  'core',
  'quadriceps',
  'hamstrings',
  'glutes',
  'calves',
  'full_body',
] as const;
export const EQUIPMENT = [
  'barbell',
  'dumbbell',
  'kettlebell',
  'machine',
  'cable',
  'bodyweight',
  'band',
  'cardio_machine',
  'other',
] as const;
/** What an exercise trains, which decides what a set records: strength reps and weight, the others time and distance. */
export const EXERCISE_CATEGORIES = ['strength', 'cardio', 'flexibility'] as const satisfies readonly ExerciseCategory[];

export type MuscleGroup = (typeof MUSCLE_GROUPS)[number];
export type Equipment = (typeof EQUIPMENT)[number];

/** A member's own exercises are capped so that the library list stays one small answer. */
export const MAX_OWN_EXERCISES = 200;

export const createExerciseSchema = z.object({
  name: z.string({ error: M.exerciseNameRequired }).trim().min(1, M.exerciseNameRequired).max(80, M.exerciseNameMax),
  muscleGroup: z.enum(MUSCLE_GROUPS, { error: M.muscleGroupInvalid }),
  equipment: z.enum(EQUIPMENT, { error: M.equipmentInvalid }),
  category: z.enum(EXERCISE_CATEGORIES, { error: M.categoryInvalid }),
});
export type CreateExerciseInput = z.input<typeof createExerciseSchema>;

export const exerciseQuerySchema = z.object({ q: z.string().trim().max(80).optional() });

export interface Exercise {
  id: number;
  name: string;
  muscleGroup: MuscleGroup;
  equipment: Equipment;
  category: ExerciseCategory;
  /** True for the member's own exercises, false for the curated library. */
  custom: boolean;
}
