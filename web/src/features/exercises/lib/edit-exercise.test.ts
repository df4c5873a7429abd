import type { Exercise } from '@common/schemas/workout-exercises';
import { describe, expect, it } from 'vitest';
import { categoryAfter, editValuesOf, exerciseChanges } from './edit-exercise';

const own: Exercise = {
  id: 7,
  name: 'Sled Push',
  muscleGroup: null,
  primaryMuscles: [],
  secondaryMuscles: [],
  equipment: 'other',
  category: 'strength',
  loggingType: 'weight_reps',
  movement: null,
  aliases: [],
  custom: true,
};

describe('exerciseChanges', () => {
  it('sends nothing when nothing changed', () => {
    expect(exerciseChanges(own, editValuesOf(own))).toEqual({});
    expect(exerciseChanges(own, { ...editValuesOf(own), name: ' Sled Push ' })).toEqual({});
  });

  it('sends only what changed, the name trimmed', () => {
    expect(exerciseChanges(own, { ...editValuesOf(own), name: ' Prowler Push ', equipment: 'plate_loaded' })).toEqual({
      name: 'Prowler Push',
      equipment: 'plate_loaded',
    });
  });

  it('takes the muscle group from the first primary muscle unless one is chosen', () => {
    expect(exerciseChanges(own, { ...editValuesOf(own), primaryMuscles: ['quadriceps', 'glutes'] })).toEqual({
      primaryMuscles: ['quadriceps', 'glutes'],
      muscleGroup: 'quadriceps',
    });
    expect(
      exerciseChanges(own, { ...editValuesOf(own), primaryMuscles: ['quadriceps'], muscleGroup: 'full_body' }),
    ).toEqual({ primaryMuscles: ['quadriceps'], muscleGroup: 'full_body' });
    const withMuscles: Exercise = { ...own, primaryMuscles: ['lats'], muscleGroup: 'back' };
    expect(editValuesOf(withMuscles).muscleGroup).toBe('');
    expect(exerciseChanges(withMuscles, { ...editValuesOf(withMuscles), primaryMuscles: [] })).toEqual({
      primaryMuscles: [],
      muscleGroup: null,
    });
  });

  it('moves the category with the logging type', () => {
    expect(exerciseChanges(own, { ...editValuesOf(own), loggingType: 'distance_duration' })).toEqual({
      loggingType: 'distance_duration',
      category: 'cardio',
    });
    expect(exerciseChanges(own, { ...editValuesOf(own), loggingType: 'reps_only' })).toEqual({
      loggingType: 'reps_only',
    });
    expect(categoryAfter('cardio', 'weight_reps')).toBe('strength');
    expect(categoryAfter('flexibility', 'duration')).toBe('flexibility');
    expect(categoryAfter('cardio', 'duration')).toBe('cardio');
  });
});
