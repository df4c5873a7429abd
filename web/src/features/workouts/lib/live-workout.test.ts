import { describe, expect, it } from 'vitest';
import {
  countDoneSets,
  exercisesFromPlanDay,
  type LiveWorkout,
  startWorkout,
  supersetGroups,
  toLogInput,
} from './live-workout';
import { type LiveAction, liveWorkoutReducer } from './live-workout-reducer';

const day = {
  exercises: [
    {
      exerciseId: 1,
      name: 'Bench Press',
      muscleGroup: 'chest' as const,
      equipment: 'barbell' as const,
      category: 'strength' as const,
      loggingType: 'weight_reps' as const,
      sets: 2,
      reps: 8,
      weightKg: 60,
      durationSeconds: null,
      distanceKm: null,
      progression: null,
    },
    {
      exerciseId: 2,
      name: 'Running',
      muscleGroup: 'full_body' as const,
      equipment: 'bodyweight' as const,
      category: 'cardio' as const,
      loggingType: 'distance_duration' as const,
      sets: 1,
      reps: null,
      weightKg: null,
      durationSeconds: 1200,
      distanceKm: 4,
      progression: null,
    },
  ],
};

const run = (state: LiveWorkout, ...actions: LiveAction[]) => actions.reduce(liveWorkoutReducer, state);
const fromDay = () =>
  startWorkout(
    { mode: 'live', title: 'Push', planId: 5, exercises: exercisesFromPlanDay(day) },
    Date.UTC(2025, 5, 2, 9),
  );

describe('the live workout', () => {
  it("starts from the plan day's targets, one normal row per planned set, nothing done", () => {
    const state = fromDay();
    expect(state.exercises.map((e) => e.sets.length)).toEqual([2, 1]);
    expect(state.exercises[0].sets[0]).toMatchObject({ kind: 'normal', reps: 8, weightKg: 60, done: false });
    expect(countDoneSets(state.exercises)).toBe(0);
    expect(state).toMatchObject({ planId: 5, title: 'Push', restEndsAt: null, startedAt: Date.UTC(2025, 5, 2, 9) });
    // One plain object: what an offline store would keep, and read back unchanged.
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('records what was done: figures, kinds, done marks, extra sets repeating the last one', () => {
    let state = fromDay();
    const bench = state.exercises[0];
    state = run(
      state,
      {
        type: 'update-set',
        exerciseKey: bench.key,
        setKey: bench.sets[0].key,
        values: { weightKg: 40, kind: 'warmup' },
      },
      { type: 'toggle-done', exerciseKey: bench.key, setKey: bench.sets[0].key },
      { type: 'add-set', exerciseKey: bench.key, done: true },
      { type: 'set-field', field: 'date', value: '2025-06-02' },
    );
    expect(state.exercises[0].sets).toHaveLength(3);
    // The added set repeats the figures of the last row, as a normal set.
    expect(state.exercises[0].sets[2]).toMatchObject({ kind: 'normal', reps: 8, weightKg: 60, done: true });
    expect(countDoneSets(state.exercises)).toBe(2);

    const log = toLogInput(state, 40);
    // Only done sets are saved, and the run without a done set is left out.
    expect(log.exercises).toEqual([
      {
        exerciseId: 1,
        supersetGroup: null,
        sets: [
          { kind: 'warmup', reps: 8, weightKg: 40, durationSeconds: null, distanceKm: null, rpe: null, rir: null },
          { kind: 'normal', reps: 8, weightKg: 60, durationSeconds: null, distanceKm: null, rpe: null, rir: null },
        ],
      },
    ]);
    expect(log).toMatchObject({ date: '2025-06-02', planId: 5, durationMinutes: 40, title: 'Push' });
  });

  it('the coach’s suggestion fills the sets not done, once, marked as a suggestion until edited (issue 33)', () => {
    let state = fromDay();
    const bench = state.exercises[0];
    expect(bench.entry).toEqual({ progression: null, sets: 2, plan: null });
    state = run(state, { type: 'toggle-done', exerciseKey: bench.key, setKey: bench.sets[0].key });
    const suggested = [
      { weightKg: 62.5, reps: 8 },
      { weightKg: 62.5, reps: 8 },
      { weightKg: 62.5, reps: 8 },
      { weightKg: 62.5, reps: 8 },
    ];
    state = run(state, { type: 'apply-suggestion', exerciseKey: bench.key, sets: suggested });
    const sets = state.exercises[0].sets;
    // The set already done stays as done; the others take the suggestion; a fourth is added.
    expect(sets.map((s) => [s.weightKg, s.reps, s.suggested ?? false, s.done])).toEqual([
      [60, 8, false, true],
      [62.5, 8, true, false],
      [62.5, 8, true, false],
      [62.5, 8, true, false],
    ]);
    // Once only: a later answer never overwrites what the member typed.
    state = run(
      state,
      { type: 'update-set', exerciseKey: bench.key, setKey: sets[1].key, values: { reps: 6 } },
      { type: 'update-set', exerciseKey: bench.key, setKey: sets[2].key, values: { rpe: 8 } },
      { type: 'apply-suggestion', exerciseKey: bench.key, sets: [{ weightKg: 100, reps: 1 }] },
    );
    expect(state.exercises[0].sets.map((s) => [s.weightKg, s.reps, s.suggested ?? false])).toEqual([
      [60, 8, false],
      [62.5, 6, false],
      [62.5, 8, true],
      [62.5, 8, true],
    ]);
  });

  it('warm-ups go before the working sets, and effort is saved per set', () => {
    let state = fromDay();
    const bench = state.exercises[0];
    state = run(
      state,
      { type: 'add-warmups', exerciseKey: bench.key, sets: [{ weightKg: 20, reps: 10 }], done: false },
      { type: 'update-set', exerciseKey: bench.key, setKey: bench.sets[0].key, values: { rpe: 8.5 } },
    );
    const sets = state.exercises[0].sets;
    expect(sets.map((s) => s.kind)).toEqual(['warmup', 'normal', 'normal']);
    state = run(
      state,
      { type: 'toggle-done', exerciseKey: bench.key, setKey: sets[0].key },
      { type: 'toggle-done', exerciseKey: bench.key, setKey: sets[1].key },
      { type: 'add-set', exerciseKey: bench.key, done: true },
    );
    const log = toLogInput(state, 30);
    expect(log.exercises[0].sets.map((s) => [s.kind, s.weightKg, s.rpe])).toEqual([
      ['warmup', 20, null],
      ['normal', 60, 8.5],
      // An added set repeats the figures, not the effort.
      ['normal', 60, null],
    ]);
  });

  it('adds and removes exercises and sets', () => {
    let state = startWorkout({ mode: 'manual', title: 'Core', planId: null, exercises: [] });
    state = run(state, { type: 'add-exercise', exercise: { exerciseId: 9, name: 'Plank', category: 'strength' } });
    expect(state.exercises).toHaveLength(1);
    const plank = state.exercises[0];
    state = run(state, { type: 'remove-set', exerciseKey: plank.key, setKey: plank.sets[0].key });
    expect(state.exercises[0].sets).toEqual([]);
    state = run(state, { type: 'remove-exercise', exerciseKey: plank.key });
    expect(state.exercises).toEqual([]);
  });

  it('runs the rest from end times: start, extend, stop', () => {
    let state = run(fromDay(), { type: 'set-rest-seconds', seconds: 60 }, { type: 'rest-start', now: 1_000 });
    expect(state.restEndsAt).toBe(61_000);
    state = run(state, { type: 'rest-extend', seconds: 15, now: 30_000 });
    expect(state.restEndsAt).toBe(76_000);
    // Extending a rest that is already over counts from now.
    state = run(state, { type: 'rest-extend', seconds: 15, now: 100_000 });
    expect(state.restEndsAt).toBe(115_000);
    expect(run(state, { type: 'rest-stop' }).restEndsAt).toBeNull();
  });
});

describe('supersets', () => {
  const linked = (...links: boolean[]) => links.map((supersetWithPrevious) => ({ supersetWithPrevious }));

  it('number each run of linked exercises', () => {
    expect(supersetGroups(linked(false, true, false, false, true, true))).toEqual([1, 1, null, 2, 2, 2]);
    expect(supersetGroups(linked(false, false))).toEqual([null, null]);
  });

  it('are toggled on any exercise but the first, and saved with group numbers of the kept exercises', () => {
    let state = fromDay();
    state = run(state, { type: 'add-exercise', exercise: { exerciseId: 3, name: 'Row', category: 'strength' } });
    const [bench, running, row] = state.exercises;
    state = run(
      state,
      { type: 'toggle-superset', exerciseKey: bench.key },
      { type: 'toggle-superset', exerciseKey: running.key },
      { type: 'toggle-superset', exerciseKey: row.key },
    );
    expect(state.exercises.map((e) => e.supersetWithPrevious)).toEqual([false, true, true]);
    state = run(
      state,
      { type: 'toggle-done', exerciseKey: bench.key, setKey: bench.sets[0].key },
      { type: 'toggle-done', exerciseKey: row.key, setKey: state.exercises[2].sets[0].key },
    );
    // The run had no done set: bench and row stay one superset.
    expect(toLogInput(state, 30).exercises.map((e) => e.supersetGroup)).toEqual([1, 1]);
    // A superset left with one exercise is no superset.
    state = run(state, { type: 'toggle-done', exerciseKey: bench.key, setKey: bench.sets[0].key });
    expect(toLogInput(state, 30).exercises.map((e) => e.supersetGroup)).toEqual([null]);
    // Removing the first exercise unlinks the new first one.
    state = run(state, { type: 'remove-exercise', exerciseKey: bench.key });
    expect(state.exercises[0].supersetWithPrevious).toBe(false);
  });
});
