import type { Exercise, MuscleGroup } from '@common/schemas/workout-exercises';
import type { WorkoutPlan } from '@common/schemas/workouts';
import { describe, expect, it } from 'vitest';
import { sampleExercises, todaysWorkout } from './todays-workout';

const day = (weekday: number, title: string) => ({ weekday, title, exercises: [] });
const plan = { id: 1, name: 'Split', schedule: [day(1, 'Push'), day(4, 'Legs')] } as unknown as WorkoutPlan;

describe("today's workout", () => {
  it("is the active plan's day for today's weekday", () => {
    expect(todaysWorkout(plan, 4)).toMatchObject({ kind: 'plan', day: { title: 'Legs' } });
  });

  it('is a rest day with the next planned day otherwise, wrapping into next week', () => {
    expect(todaysWorkout(plan, 2)).toMatchObject({ kind: 'rest', next: { title: 'Legs' } });
    expect(todaysWorkout(plan, 6)).toMatchObject({ kind: 'rest', next: { title: 'Push' } });
  });

  it("is the spec's sample without an active plan, its exercises taken from the library", () => {
    expect(todaysWorkout(null, 3)).toEqual({ kind: 'sample' });
    const exercise = (id: number, name: string, muscleGroup: MuscleGroup, custom: boolean): Exercise => ({
      id,
      name,
      muscleGroup,
      primaryMuscles: [],
      secondaryMuscles: [],
      equipment: custom ? 'other' : 'barbell',
      category: 'strength',
      loggingType: 'weight_reps',
      movement: null,
      aliases: [],
      custom,
    });
    const library = [
      exercise(10, 'Bench Press', 'chest', false),
      exercise(11, 'Overhead Press', 'shoulders', false),
      exercise(12, 'Bench Press', 'chest', true),
    ];
    const exercises = sampleExercises(library);
    expect(exercises.map((e) => [e.exerciseId, e.name, e.sets.length, e.sets[0].reps])).toEqual([
      [10, 'Bench Press', 3, 10],
      [11, 'Overhead Press', 3, 8],
    ]);
  });
});
