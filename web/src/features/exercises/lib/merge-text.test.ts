import type { Exercise } from '@common/schemas/workout-exercises';
import { describe, expect, it } from 'vitest';
import { mergeConfirmText } from './merge-text';

const ex = (name: string, custom: boolean): Exercise => ({
  id: custom ? 1 : 2,
  name,
  muscleGroup: 'chest',
  primaryMuscles: ['chest'],
  secondaryMuscles: [],
  equipment: 'barbell',
  category: 'strength',
  loggingType: 'weight_reps',
  movement: null,
  aliases: [],
  custom,
});

describe('mergeConfirmText', () => {
  it('says what moves and that an own exercise is deleted', () => {
    expect(mergeConfirmText(ex('My Bench', true), ex('Bench Press', false), 3)).toBe(
      '3 logged sessions of My Bench, with its place in your plans, your favourite and your note, move to Bench Press, and its records count there. My Bench is your own exercise: it is then deleted. This cannot be undone.',
    );
  });

  it('says a catalogue exercise stays', () => {
    const text = mergeConfirmText(ex('Bench Press', false), ex('My Bench', true), 1);
    expect(text).toContain('1 logged session of Bench Press');
    expect(text).toContain('Bench Press stays in the catalogue, without your logs.');
    expect(mergeConfirmText(ex('Bench Press', false), ex('My Bench', true), 0)).toContain(
      'You have no logged sessions of Bench Press',
    );
  });
});
