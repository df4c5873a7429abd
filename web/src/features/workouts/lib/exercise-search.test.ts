import type { Exercise } from '@common/schemas/workout-exercises';
import { describe, expect, it } from 'vitest';
import { exerciseSections, matchesExercise } from './exercise-search';

let nextId = 0;
const ex = (name: string, muscleGroup: string, equipment: string, custom = false, aliases: string[] = []) =>
  ({ id: ++nextId, name, muscleGroup, equipment, category: 'strength', custom, aliases }) as unknown as Exercise;

const bench = ex('Bench Press', 'chest', 'barbell');
const incline = ex('Incline Dumbbell Press', 'chest', 'dumbbell');
const crossover = ex('Cable Crossover', 'chest', 'cable');
const pullUp = ex('Pull-Up', 'back', 'bodyweight');
const squat = ex('Back Squat', 'quadriceps', 'barbell');
const skull = ex('Skull Crusher', 'triceps', 'barbell', false, ['Skullcrusher (Barbell)', 'Lying Triceps Extension']);
const landmine = ex('Landmine Press', 'shoulders', 'other', true);
const library = [bench, incline, crossover, pullUp, squat, landmine];

const names = (sections: ReturnType<typeof exerciseSections>) =>
  sections.map((s) => [s.label, s.items.map((e) => e.name)]);

describe('the exercise search', () => {
  it('matches word starts in the name, the muscle group and the equipment', () => {
    expect(matchesExercise(bench, 'ben')).toBe(true);
    expect(matchesExercise(bench, 'press')).toBe(true);
    expect(matchesExercise(bench, 'nch')).toBe(false);
    expect(matchesExercise(pullUp, 'up')).toBe(true);
    expect(matchesExercise(crossover, 'chest cable')).toBe(true);
    expect(matchesExercise(crossover, 'chest barbell')).toBe(false);
    expect(matchesExercise(incline, 'inc db')).toBe(true);
    expect(matchesExercise(squat, 'QUAD')).toBe(true);
    expect(matchesExercise(landmine, 'mine')).toBe(true);
    expect(matchesExercise(bench, '  ')).toBe(true);
  });

  it('forgives a typo and finds an exercise by the names other apps give it', () => {
    expect(matchesExercise(bench, 'bech pres')).toBe(true);
    expect(matchesExercise(bench, 'bnech')).toBe(true);
    expect(matchesExercise(skull, 'skullcrusher')).toBe(true);
    expect(matchesExercise(skull, 'lying tricep')).toBe(true);
    expect(matchesExercise(squat, 'bech')).toBe(false);
    expect(matchesExercise(pullUp, 'pullup')).toBe(true);
  });

  it('lists favourites, then recent exercises, then the rest, each exercise once', () => {
    const sections = exerciseSections(library, '', { favourites: [squat.id], recent: [bench.id, squat.id] });
    expect(names(sections)).toEqual([
      ['Favourites', ['Back Squat']],
      ['Recent', ['Bench Press']],
      ['All exercises', ['Cable Crossover', 'Incline Dumbbell Press', 'Landmine Press', 'Pull-Up']],
    ]);
  });

  it('filters every section by what was typed, names starting with it first, and leaves out empty sections', () => {
    const sections = exerciseSections(library, 'press', { favourites: [squat.id], recent: [incline.id, 999] });
    expect(names(sections)).toEqual([
      ['Recent', ['Incline Dumbbell Press']],
      ['Matches', ['Bench Press', 'Landmine Press']],
    ]);
    expect(exerciseSections(library, 'zzz', { favourites: [], recent: [] })).toEqual([]);
    const chest = exerciseSections(library, 'ch', { favourites: [], recent: [] });
    expect(chest[0].items.map((e) => e.name)).toEqual(['Bench Press', 'Cable Crossover', 'Incline Dumbbell Press']);
  });
});
