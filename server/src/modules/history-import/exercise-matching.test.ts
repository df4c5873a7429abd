import { describe, expect, it } from 'vitest';
import { EXERCISE_LIBRARY } from '../workouts/data/exercise-library';
import { equipmentOf, type LibraryExercise, nameKey, suggestExercise } from './exercise-matching';
import { ownExerciseFor } from './own-exercise';

// The curated catalogue as the matcher sees it (ids in catalogue order).
const library: LibraryExercise[] = EXERCISE_LIBRARY.map(([name, muscleGroup, equipment, category], i) => ({
  id: i + 1,
  name,
  muscleGroup,
  equipment,
  category,
  custom: false,
}));

describe('suggested matches for names from Strong and Hevy', () => {
  it.each([
    ['Bench Press (Barbell)', 'Bench Press'],
    ['Bench Press (Dumbbell)', 'Dumbbell Bench Press'],
    ['Incline Bench Press (Dumbbell)', 'Incline Dumbbell Press'],
    ['Squat (Barbell)', 'Back Squat'],
    ['Deadlift (Barbell)', 'Deadlift'],
    ['Overhead Press (Barbell)', 'Overhead Press'],
    ['Bicep Curl (Dumbbell)', 'Dumbbell Biceps Curl'],
    ['Bicep Curl (Barbell)', 'Barbell Curl'],
    ['Lat Pulldown (Cable)', 'Lat Pulldown'],
    ['Triceps Pushdown', 'Triceps Pushdown'],
    ['Lateral Raises (Dumbbell)', 'Lateral Raise'],
    ['Seated Row (Cable)', 'Seated Cable Row'],
    ['Pull Up', 'Pull-Up'],
    ['pullups', 'Pull-Up'],
    ['Leg Press (Machine)', 'Leg Press'],
    ['Chest Fly (Dumbbell)', 'Dumbbell Fly'],
    ['Crunches', 'Crunch'],
    ['DB Hammer Curls', 'Hammer Curl'],
  ])('%s -> %s', (name, expected) => {
    expect(suggestExercise(name, library)?.name).toBe(expected);
  });

  it('suggests nothing for a name that shares no word', () => {
    expect(suggestExercise('Kreuzheben', library)).toBeNull();
  });

  it('matches names ignoring case and spacing only', () => {
    expect(nameKey('  Bench   PRESS ')).toBe(nameKey('bench press'));
    expect(nameKey('Bench Press (Barbell)')).not.toBe(nameKey('Bench Press'));
  });
});

describe('an exercise created from a file name', () => {
  it('takes the equipment the name states and the muscle group of the nearest library exercise', () => {
    expect(equipmentOf('Landmine Row (Barbell)')).toBe('barbell');
    expect(ownExerciseFor('Landmine Row (Barbell)', [], library)).toEqual({
      name: 'Landmine Row (Barbell)',
      muscleGroup: 'back',
      equipment: 'barbell',
      category: 'strength',
    });
  });

  it('is cardio when its sets cover a distance, and full body when nothing tells', () => {
    const run = [{ kind: 'normal' as const, reps: null, weightKg: null, durationSeconds: 600, distanceKm: 2 }];
    expect(ownExerciseFor('Kreuzheben', [], library)).toMatchObject({ muscleGroup: 'full_body', category: 'strength' });
    expect(ownExerciseFor('Trail Jog', run, library)).toMatchObject({ category: 'cardio', equipment: 'other' });
  });
});
