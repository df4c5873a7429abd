import { describe, expect, it } from 'vitest';
import { newExercise, newSet, startWorkout } from './live-workout';
import { isResumable, type LoggerDraft, resumedWorkout } from './logger-draft';

function draftWith(exercises: ReturnType<typeof newExercise>[]): LoggerDraft {
  const workout = startWorkout({ mode: 'live', title: 'Basement', planId: null, exercises }, 1_000);
  // As read back from IndexedDB after a reload: a plain copy.
  return { clientKey: '0b5c7d7e-6a3e-4c1b-9a57-6f0f5b8f2a10', workout: structuredClone(workout) };
}

describe('a workout in progress kept on the device', () => {
  it('comes back with every value and done mark, and fresh row keys that no new row can repeat', () => {
    const bench = newExercise({ exerciseId: 1, name: 'Bench Press', category: 'strength' }, [
      newSet({ reps: 8, weightKg: 60 }, true),
      newSet({ reps: 8 }),
    ]);
    const draft = draftWith([bench]);
    const resumed = resumedWorkout(draft);
    expect(resumed.exercises[0].sets.map(({ key: _, ...s }) => s)).toEqual(
      draft.workout.exercises[0].sets.map(({ key: _, ...s }) => s),
    );
    expect(resumed.startedAt).toBe(1_000);
    const keys = [resumed.exercises[0].key, ...resumed.exercises[0].sets.map((s) => s.key)];
    const stored = [draft.workout.exercises[0].key, ...draft.workout.exercises[0].sets.map((s) => s.key)];
    for (const key of keys) expect(stored).not.toContain(key);
    expect(keys).not.toContain(newSet().key);
  });

  it('is offered back only when it has an exercise', () => {
    expect(isResumable(null)).toBe(false);
    expect(isResumable(draftWith([]))).toBe(false);
    expect(
      isResumable(draftWith([newExercise({ exerciseId: 1, name: 'Squat', category: 'strength' }, [newSet()])])),
    ).toBe(true);
  });
});
