import type { Exercise } from '@common/schemas/workout-exercises';
import { describe, expect, it } from 'vitest';
import {
  filterFromParams,
  filterLibrary,
  isFiltered,
  musclesText,
  NO_FILTER,
  paramsOfFilter,
  pickByIds,
} from './catalogue-filter';

const exercise = (id: number, name: string, e: Partial<Exercise> = {}): Exercise => ({
  id,
  name,
  muscleGroup: 'chest',
  primaryMuscles: ['chest'],
  secondaryMuscles: [],
  equipment: 'barbell',
  category: 'strength',
  loggingType: 'weight_reps',
  movement: null,
  aliases: [],
  custom: false,
  ...e,
});

const library = [
  exercise(1, 'Bench Press', { secondaryMuscles: ['triceps', 'shoulders'] }),
  exercise(2, 'Bench Press', { equipment: 'dumbbell', secondaryMuscles: ['triceps'] }),
  exercise(3, 'Triceps Pushdown', { equipment: 'cable', primaryMuscles: ['triceps'], muscleGroup: 'triceps' }),
  exercise(4, 'Back Squat', { primaryMuscles: ['quadriceps', 'glutes'], muscleGroup: 'quadriceps' }),
  exercise(5, 'My Sled Push', { equipment: 'other', primaryMuscles: [], muscleGroup: null, custom: true }),
];
const ids = (list: Exercise[]) => list.map((e) => e.id);

describe('filterLibrary', () => {
  it('finds by name with typos', () => {
    expect(ids(filterLibrary(library, { ...NO_FILTER, q: 'bech pres' }))).toEqual([1, 2]);
  });

  it('filters by equipment', () => {
    expect(ids(filterLibrary(library, { ...NO_FILTER, q: 'bench', equipment: 'dumbbell' }))).toEqual([2]);
  });

  it('filters by a primary or a secondary muscle', () => {
    expect(ids(filterLibrary(library, { ...NO_FILTER, muscle: 'triceps' }))).toEqual([1, 2, 3]);
    expect(ids(filterLibrary(library, { ...NO_FILTER, muscle: 'glutes' }))).toEqual([4]);
  });

  it('keeps the member’s own only', () => {
    expect(ids(filterLibrary(library, { ...NO_FILTER, mine: true }))).toEqual([5]);
  });

  it('keeps everything, in its order, without a filter', () => {
    expect(ids(filterLibrary(library, NO_FILTER))).toEqual([1, 2, 3, 4, 5]);
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ ...NO_FILTER, q: '  ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTER, mine: true })).toBe(true);
  });
});

describe('catalogue helpers', () => {
  it('picks recently used exercises in their order, skipping unknown ids', () => {
    expect(ids(pickByIds(library, [4, 99, 1, 3], 2))).toEqual([4, 1]);
  });

  it('writes muscles, or says they are not set', () => {
    expect(musclesText(['quadriceps', 'glutes'])).toBe('Quadriceps, Glutes');
    expect(musclesText([])).toBe('Muscles not set');
  });

  it('keeps the filter in the address and drops values it does not know', () => {
    const f = { q: ' row ', equipment: 'cable', muscle: 'lats', mine: true } as const;
    const params = new URLSearchParams(paramsOfFilter(f));
    expect(params.toString()).toBe('q=row&equipment=cable&muscle=lats&mine=1');
    expect(filterFromParams(params)).toEqual({ ...f, q: 'row' });
    expect(filterFromParams(new URLSearchParams('equipment=rocket&muscle=heart&mine=yes'))).toEqual(NO_FILTER);
    expect(paramsOfFilter(NO_FILTER)).toEqual({});
  });
});
