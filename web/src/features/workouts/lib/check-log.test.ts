import { WORKOUT_MESSAGES as M } from '@common/workouts-texts';
import { describe, expect, it } from 'vitest';
import { checkLog } from './check-log';
import { type LiveWorkout, newExercise, newSet, startWorkout } from './live-workout';

const metric = { weight: 'kg', distance: 'km' } as const;
const imperial = { weight: 'lb', distance: 'mi' } as const;
const strength = { category: 'strength', loggingType: 'weight_reps' } as const;

/** A live workout: a Squat with no set done, then a Bench Press whose sets are those given. */
function workout(...bench: Parameters<typeof newSet>[]): LiveWorkout {
  return startWorkout({
    mode: 'live',
    title: 'Push',
    planId: null,
    exercises: [
      newExercise({ exerciseId: 3, name: 'Squat', ...strength }, [newSet({ reps: 5, weightKg: -5 })]),
      newExercise(
        { exerciseId: 1, name: 'Bench Press', ...strength },
        bench.map((args) => newSet(...args)),
      ),
    ],
  });
}

describe("the logger's check before saving", () => {
  it('passes a good workout through as the body to send', () => {
    const result = checkLog(workout([{ reps: 5, weightKg: 60 }, true]), 30, metric);
    expect(result).toMatchObject({
      ok: true,
      body: { exercises: [{ exerciseId: 1, sets: [{ reps: 5, weightKg: 60 }] }] },
    });
  });

  it('names the exercise and the set row (not the index among done sets) and the box that is wrong', () => {
    const w = workout([{ reps: 5, weightKg: 60 }, false], [{ reps: 8, weightKg: 60 }, true], [{ reps: 8.5 }, true]);
    const result = checkLog(w, 30, metric);
    const bench = w.exercises[1];
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          message: `Bench Press, set 3: ${M.setRepsRange}`,
          exerciseKey: bench.key,
          setKey: bench.sets[2].key,
          box: 'reps',
        },
      ],
    });
  });

  it("states a weight limit in the member's unit", () => {
    const result = checkLog(workout([{ reps: 5, weightKg: -9.07 }, true]), 30, imperial);
    expect(result.ok ? [] : result.problems).toMatchObject([
      { message: 'Bench Press, set 1: Weight must be between 0 and 2,204 lb', box: 'weight' },
    ]);
    const kg = checkLog(workout([{ reps: 5, weightKg: 1200 }, true]), 30, metric);
    expect(kg.ok ? [] : kg.problems).toMatchObject([{ message: `Bench Press, set 1: ${M.setWeightRange}` }]);
  });

  it('keeps problems of the whole workout as they are', () => {
    const result = checkLog(workout([{ reps: 5 }, false]), 30, metric);
    expect(result.ok ? [] : result.problems).toEqual([
      { message: M.logExercisesRequired, exerciseKey: undefined, setKey: undefined, box: undefined },
    ]);
  });

  it('refuses a done set whose box text could not be read, at that box, and never saves it as empty', () => {
    const w = workout([{ reps: 5 }, true], [{ reps: 5 }, true]);
    const bench = w.exercises[1];
    bench.sets[0].unreadable = { weight: '6,2,5' };
    const result = checkLog(w, 30, metric);
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          message: 'Bench Press, set 1: "6,2,5" is not a number: type it like 62.5 or 62,5.',
          exerciseKey: bench.key,
          setKey: bench.sets[0].key,
          box: 'weight',
        },
      ],
    });
    // A set not done is not saved, so its unreadable text refuses nothing.
    bench.sets[0].done = false;
    expect(checkLog(w, 30, metric).ok).toBe(true);
  });

  it('refuses a time of zero or less seconds instead of making it 1 second', () => {
    for (const durationSeconds of [0, -300]) {
      const result = checkLog(workout([{ durationSeconds }, true]), 30, metric);
      expect(result.ok ? [] : result.problems).toMatchObject([
        { message: `Bench Press, set 1: ${M.durationRange}`, box: 'time' },
      ]);
    }
  });
});
