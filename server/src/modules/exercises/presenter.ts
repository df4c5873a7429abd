import type { ExerciseCategory } from '@common/fitness/calories';
import type { Equipment, Exercise, LoggingType, Muscle, MuscleGroup } from '@common/schemas/workout-exercises';

/** An exercises row as the repositories select it (EXERCISE_COLUMNS). */
export interface ExerciseRow {
  id: number;
  user_id: number | null;
  name: string;
  muscle_group: MuscleGroup | null;
  primary_muscles: Muscle[];
  secondary_muscles: Muscle[];
  equipment: Equipment;
  category: ExerciseCategory;
  logging_type: LoggingType;
  movement: string | null;
  aliases: string[];
}

export const EXERCISE_COLUMNS = `id, user_id, name, muscle_group, primary_muscles, secondary_muscles, equipment, category,
  logging_type, movement, aliases`;

/** The same columns of a table aliased `alias` (for joins). */
export const exerciseColumnsOf = (alias: string) =>
  EXERCISE_COLUMNS.split(',')
    .map((c) => `${alias}.${c.trim()}`)
    .join(', ');

export function presentExercise(row: ExerciseRow): Exercise {
  return {
    id: row.id,
    name: row.name,
    muscleGroup: row.muscle_group,
    primaryMuscles: row.primary_muscles,
    secondaryMuscles: row.secondary_muscles,
    equipment: row.equipment,
    category: row.category,
    loggingType: row.logging_type,
    movement: row.movement,
    aliases: row.aliases,
    custom: row.user_id !== null,
  };
}
