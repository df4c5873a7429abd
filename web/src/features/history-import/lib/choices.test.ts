import type { ImportExerciseName, ImportPreview } from '@common/schemas/history-import';
import { describe, expect, it } from 'vitest';
import {
  choiceFromValue,
  choicesAfterRecount,
  choiceValue,
  commitBody,
  decisionsAnswered,
  initialChoices,
  somethingToSave,
  unitsAnswered,
  workoutsToAdd,
} from './choices';

const name = (o: Partial<ImportExerciseName>): ImportExerciseName => ({
  name: 'X',
  sets: 1,
  workouts: 1,
  status: 'unmatched',
  match: null,
  matchedBy: null,
  options: [],
  proposed: null,
  ...o,
});

const preview = (exercises: ImportExerciseName[], needs = { needsWeight: false, needsDistance: false }) =>
  ({ exercises, units: { ...needs } }) as unknown as ImportPreview;

describe('exercise choices', () => {
  it('start from the certain match, else create as my own exercise: a close option is never pre-selected', () => {
    const p = preview([
      name({ name: 'Running', status: 'matched', match: { exerciseId: 7, name: 'Running', equipment: 'other' } }),
      name({
        name: 'Skullcrusher (Barbel)',
        options: [{ exerciseId: 3, name: 'Skull Crusher', equipment: 'barbell' }],
      }),
      name({ name: 'Kreuzheben' }),
    ]);
    expect(initialChoices(p)).toEqual({
      Running: { action: 'match', exerciseId: 7 },
      'Skullcrusher (Barbel)': { action: 'create' },
      Kreuzheben: { action: 'create' },
    });
  });

  it('keep the member’s choices when the preview is recounted, and start a name it lists anew', () => {
    // In lb a workout skipped in kg (the same sets as a logged one) may be added: its name is asked.
    const recounted = preview([name({ name: 'Kreuzheben' }), name({ name: 'Zottel Squat' })]);
    expect(choicesAfterRecount(recounted, { Kreuzheben: { action: 'match', exerciseId: 5 } })).toEqual({
      Kreuzheben: { action: 'match', exerciseId: 5 },
      'Zottel Squat': { action: 'create' },
    });
  });

  it('round-trip through the select value, and become the commit body with the units', () => {
    expect(choiceFromValue(choiceValue({ action: 'match', exerciseId: 12 }))).toEqual({
      action: 'match',
      exerciseId: 12,
    });
    expect(choiceFromValue(choiceValue({ action: 'create' }))).toEqual({ action: 'create' });
    expect(
      commitBody({ A: { action: 'create' }, B: { action: 'match', exerciseId: 4 } }, { weightUnit: 'lb' }),
    ).toEqual({
      weightUnit: 'lb',
      exercises: [
        { name: 'A', action: 'create' },
        { name: 'B', action: 'match', exerciseId: 4 },
      ],
    });
  });

  it('need the units the header does not state', () => {
    const p = preview([], { needsWeight: true, needsDistance: false });
    expect(unitsAnswered(p, {})).toBe(false);
    expect(unitsAnswered(p, { weightUnit: 'kg' })).toBe(true);
  });
});

describe('workout decisions', () => {
  const review = (key: string) => ({
    key,
    status: 'changed' as const,
    date: '2023-01-15',
    title: 'Push Day',
    yours: { logId: 1, title: 'Push Day' },
    differences: [],
  });
  const p = { newWorkouts: 1, toReview: [review('a'), review('b')] } as unknown as ImportPreview;

  it('start with none: Import waits until every workout to check has one', () => {
    expect(decisionsAnswered(p, {})).toBe(false);
    expect(decisionsAnswered(p, { a: 'keep' })).toBe(false);
    expect(decisionsAnswered(p, { a: 'keep', b: 'add' })).toBe(true);
  });

  it('give Import something to save even when every answer is "Keep mine" (it is remembered)', () => {
    const onlyAsked = { ...p, newWorkouts: 0 } as ImportPreview;
    expect(workoutsToAdd(onlyAsked, { a: 'keep', b: 'keep' })).toBe(0);
    expect(somethingToSave(onlyAsked, { a: 'keep', b: 'keep' })).toBe(true);
    expect(somethingToSave({ ...onlyAsked, toReview: [] }, {})).toBe(false);
  });

  it('count the workouts added, and go in the commit body', () => {
    expect(workoutsToAdd(p, { a: 'keep', b: 'add' })).toBe(2);
    expect(commitBody({}, {}, { a: 'keep', b: 'add' })).toEqual({
      exercises: [],
      workouts: [
        { key: 'a', action: 'keep' },
        { key: 'b', action: 'add' },
      ],
    });
  });
});
