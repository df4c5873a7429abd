import { describe, expect, it } from 'vitest';
import { editDistance, type Searchable, searchExercises, wordFit } from './search';

const ex = (name: string, o: Partial<Searchable> = {}): Searchable => ({ name, equipment: 'barbell', ...o });
const bench = ex('Bench Press', { aliases: ['Bench Press (Barbell)', 'Flat Bench Press'], primaryMuscles: ['chest'] });
const incline = ex('Incline Dumbbell Press', { equipment: 'dumbbell', primaryMuscles: ['chest'] });
const skull = ex('Skull Crusher', {
  aliases: ['Skullcrusher (Barbell)', 'Lying Triceps Extension'],
  primaryMuscles: ['triceps'],
});
const pullUp = ex('Pull-Up', { equipment: 'bodyweight', primaryMuscles: ['lats'] });
const lateral = ex('Machine Lateral Raise', { equipment: 'machine', primaryMuscles: ['shoulders'] });
const library = [bench, incline, skull, pullUp, lateral];
const found = (query: string) => searchExercises(library, query).map((e) => e.name);

describe('editDistance', () => {
  it('counts a swap of two letters as one edit, and stops past the limit', () => {
    expect(editDistance('bnech', 'bench', 2)).toBe(1);
    expect(editDistance('bech', 'bench', 2)).toBe(1);
    expect(editDistance('squat', 'bench', 1)).toBe(2);
  });
});

describe('wordFit', () => {
  it('is exact, a start, or one typo (two in long words), never a typo in a short word', () => {
    expect(wordFit('press', 'press')).toBe(1);
    expect(wordFit('pre', 'press')).toBe(0.9);
    expect(wordFit('presss', 'press')).toBe(0.7);
    expect(wordFit('shouldres', 'shoulders')).toBe(0.7);
    expect(wordFit('row', 'raw')).toBe(0);
  });
});

describe('searchExercises', () => {
  it('finds by name, alias, muscle or equipment, with typos, best first', () => {
    expect(found('bench')[0]).toBe('Bench Press');
    expect(found('bech pres')[0]).toBe('Bench Press');
    expect(found('skullcrusher')).toEqual(['Skull Crusher']);
    expect(found('lying tricep')).toEqual(['Skull Crusher']);
    expect(found('pullup')).toEqual(['Pull-Up']);
    expect(found('lat raise machine')).toEqual(['Machine Lateral Raise']);
    expect(found('chest')).toEqual(['Bench Press', 'Incline Dumbbell Press']);
    expect(found('db press')).toEqual(['Incline Dumbbell Press']);
    expect(found('zzz')).toEqual([]);
    expect(found('  ')).toHaveLength(library.length);
  });
});
