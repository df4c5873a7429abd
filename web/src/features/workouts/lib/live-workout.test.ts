import { describe, expect, it } from 'vitest';
import { countDoneSets, exercisesFromPlanDay, liveWorkoutReducer, toLogInput } from './live-workout';

const day = {
  exercises: [
    {
      exerciseId: 1,
      name: 'Bench Press',
      muscleGroup: 'chest' as const,
      equipment: 'barbell' as const,
      category: 'strength' as const,
      sets: 2,
      reps: 8,
      weightKg: 60,
      durationSeconds: null,
      distanceKm: null,
    },
    {
      exerciseId: 2,
      name: 'Running',
      muscleGroup: 'full_body' as const,
      equipment: 'bodyweight' as const,
      category: 'cardio' as const,
      sets: 1,
      reps: null,
      weightKg: null,
      durationSeconds: 1200,
      distanceKm: 4,
    },
  ],
};

describe('the live workout', () => {
  it("starts from the plan day's targets, one row per planned set, nothing done", () => {
    const state = exercisesFromPlanDay(day);
    expect(state.map((e) => e.sets.length)).toEqual([2, 1]);
    expect(state[0].sets[0]).toMatchObject({ reps: 8, weightKg: 60, done: false });
    expect(countDoneSets(state)).toBe(0);
  });

  it('records what was done: edited figures, done marks, extra sets repeating the last one', () => {
    let state = exercisesFromPlanDay(day);
    const bench = state[0];
    state = liveWorkoutReducer(state, {
      type: 'update-set',
      exerciseKey: bench.key,
      setKey: bench.sets[0].key,
      values: { weightKg: 65 },
    });
    state = liveWorkoutReducer(state, { type: 'toggle-done', exerciseKey: bench.key, setKey: bench.sets[0].key });
    state = liveWorkoutReducer(state, { type: 'add-set', exerciseKey: bench.key, done: true });
    expect(state[0].sets).toHaveLength(3);
    expect(state[0].sets[2]).toMatchObject({ reps: 8, weightKg: 60, done: true });
    expect(countDoneSets(state)).toBe(2);

    const log = toLogInput(state, { date: '2025-06-02', title: 'Push', planId: 5, durationMinutes: 40, notes: '' });
    // Only done sets are saved, and the run without a done set is left out.
    expect(log.exercises).toEqual([
      {
        exerciseId: 1,
        sets: [
          { reps: 8, weightKg: 65, durationSeconds: null, distanceKm: null },
          { reps: 8, weightKg: 60, durationSeconds: null, distanceKm: null },
        ],
      },
    ]);
    expect(log).toMatchObject({ date: '2025-06-02', planId: 5, durationMinutes: 40 });
  });

  it('adds and removes exercises and sets', () => {
    let state = liveWorkoutReducer([], {
      type: 'add-exercise',
      exercise: { exerciseId: 9, name: 'Plank', category: 'strength' },
    });
    expect(state).toHaveLength(1);
    const plank = state[0];
    state = liveWorkoutReducer(state, { type: 'remove-set', exerciseKey: plank.key, setKey: plank.sets[0].key });
    expect(state[0].sets).toEqual([]);
    state = liveWorkoutReducer(state, { type: 'remove-exercise', exerciseKey: plank.key });
    expect(state).toEqual([]);
  });
});
