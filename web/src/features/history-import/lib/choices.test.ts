import type { ImportExerciseName, ImportPreview } from '@common/schemas/history-import';
import { describe, expect, it } from 'vitest';
import { choiceFromValue, choiceValue, commitBody, initialChoices, unitsAnswered } from './choices';

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
