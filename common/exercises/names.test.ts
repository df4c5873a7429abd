import { describe, expect, it } from 'vitest';
import { equipmentStated, exerciseNameKey, variantSpellings } from './names';

describe('exerciseNameKey', () => {
  it('sets aside case, spacing, punctuation, accents and plural endings, never a word', () => {
    const same = ['Pull-Up', 'Pull Up', 'pullups', ' PULL  UPS ', 'Pull‐ups'];
    expect(new Set(same.map(exerciseNameKey)).size).toBe(1);
    expect(exerciseNameKey("Farmer's Walk")).toBe(exerciseNameKey('Farmers Walk'));
    expect(exerciseNameKey('Crunches')).toBe(exerciseNameKey('crunch'));
    expect(exerciseNameKey('Dumbbell Flyes')).toBe(exerciseNameKey('Dumbbell Fly'));
    expect(exerciseNameKey('Calves Raise')).toBe(exerciseNameKey('Calf Raise'));
    expect(exerciseNameKey('Développé couché')).toBe('developpecouche');
    // The words that tell exercises apart stay.
    expect(exerciseNameKey('Pull Up (Assisted)')).not.toBe(exerciseNameKey('Pull Up'));
    expect(exerciseNameKey('Hip Adduction')).not.toBe(exerciseNameKey('Hip Abduction'));
    expect(exerciseNameKey('Bench Press')).toBe('benchpress');
  });
});

describe('equipmentStated', () => {
  it.each([
    ['Bench Press (Barbell)', 'barbell'],
    ['Bench Press (Smith Machine)', 'smith_machine'],
    ['Smith Machine Squat', 'smith_machine'],
    ['Pull Up (Assisted)', 'assisted_bodyweight'],
    ['Machine Assisted Pull Up', 'assisted_bodyweight'],
    ['Chin Up (Weighted)', 'weighted_bodyweight'],
    ['DB Curl', 'dumbbell'],
    ['Triceps Pushdown (Cable - Straight Bar)', 'cable'],
    ['Seated Calf Raise (Plate Loaded)', 'plate_loaded'],
    ['Deadlift (Trap bar)', 'trap_bar'],
    ['EZ Bar Curl', 'ez_bar'],
    ['Warm Up', null],
    ['Landmine Press (my gym)', null],
  ])('%s states %s', (name, equipment) => {
    expect(equipmentStated(name)).toBe(equipment);
  });
});

describe('variantSpellings', () => {
  it('writes a variant the ways apps write it', () => {
    expect(variantSpellings('Lateral Raise', 'cable')).toEqual(['Lateral Raise (Cable)', 'Cable Lateral Raise']);
    expect(variantSpellings('Pull-Up', 'bodyweight')).toContain('Pull-Up');
    expect(variantSpellings('Pull-Up', 'assisted_bodyweight')).toContain('Pull-Up (Assisted)');
  });
});
