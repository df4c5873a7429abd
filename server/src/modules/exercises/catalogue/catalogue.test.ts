// The catalogue's integrity: stable keys, one owner per spelling, the old library's names kept on
// the same equipment, and Strong's and Hevy's names found on exactly the exercise they name.
import { readFileSync } from 'node:fs';
import { equipmentStated, exerciseNameKey } from '@common/exercises/names';
import { EQUIPMENT, LOGGING_TYPES, MUSCLES } from '@common/exercises/vocab';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { HEVY_EXPECTED, STRONG_EXPECTED } from '../../../test/fixtures/history-import/expected-exercise-matches';
import { CATALOGUE } from './index';
import { EXERCISE_LIBRARY } from './legacy-library';

/** Every entry a name matches: its key is the key of the entry's name or of one of its aliases. */
const owners = new Map<string, Set<string>>();
for (const entry of CATALOGUE) {
  for (const spelling of [entry.name, ...entry.aliases]) {
    const key = exerciseNameKey(spelling);
    const set = owners.get(key) ?? new Set<string>();
    set.add(entry.key);
    owners.set(key, set);
  }
}
const matches = (name: string) => [...(owners.get(exerciseNameKey(name)) ?? [])];

function fixtureNames(file: string, column: string, delimiter: string): string[] {
  const text = readFileSync(new URL(`../../../test/fixtures/history-import/${file}`, import.meta.url), 'utf8');
  const rows: Record<string, string>[] = parse(text, { columns: true, delimiter, bom: true });
  return [...new Set(rows.map((r) => r[column]))];
}

describe('exercise catalogue', () => {
  it('holds at least 350 exercises', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(350);
  });

  it('gives each exercise a unique key of the form movement.equipment', () => {
    const keys = CATALOGUE.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const e of CATALOGUE) {
      expect(e.key).toMatch(/^[a-z0-9_]+\.[a-z_]+$/);
      expect(e.key).toBe(`${e.movement}.${e.equipment}`);
      expect(EQUIPMENT).toContain(e.equipment);
    }
  });

  it('gives each exercise a name no other has, whatever the case', () => {
    const names = CATALOGUE.map((e) => e.name.toLowerCase());
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('names the muscles, logging type and category of every exercise from the vocabulary', () => {
    for (const e of CATALOGUE) {
      expect(e.primary.length, e.key).toBeGreaterThanOrEqual(1);
      for (const m of [...e.primary, ...e.secondary]) expect(MUSCLES, e.key).toContain(m);
      expect(LOGGING_TYPES).toContain(e.logging);
      expect(['strength', 'cardio', 'flexibility']).toContain(e.category);
      if (e.equipment === 'assisted_bodyweight') expect(e.logging, e.key).toBe('assisted_bodyweight');
      if (e.equipment === 'weighted_bodyweight') expect(e.logging, e.key).toBe('weighted_bodyweight');
      if (e.category === 'flexibility') expect(e.logging, e.key).toBe('duration');
    }
  });

  it('never gives one spelling to two exercises (a shared alias could never match on its own)', () => {
    const shared = [...owners].filter(([, keys]) => keys.size > 1).map(([name, keys]) => `${name}: ${[...keys]}`);
    expect(shared).toEqual([]);
  });

  it('never gives an exercise an alias that states other equipment', () => {
    const wrong: string[] = [];
    for (const e of CATALOGUE) {
      for (const spelling of [e.name, ...e.aliases]) {
        const stated = equipmentStated(spelling);
        const fits =
          stated === null || stated === e.equipment || (e.equipment === 'cardio_machine' && stated === 'machine');
        if (!fits) wrong.push(`${e.key}: ${spelling} (${stated})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps every name of the old library on one exercise, with the old equipment and category', () => {
    for (const [name, , equipment, category] of EXERCISE_LIBRARY) {
      const named = CATALOGUE.filter((e) => e.name === name);
      expect(
        named.map((e) => e.key),
        name,
      ).toHaveLength(1);
      expect({ name, equipment: named[0].equipment, category: named[0].category }).toEqual({
        name,
        equipment,
        category,
      });
    }
  });

  describe.each([
    ['Hevy', HEVY_EXPECTED, 'hevy-library.csv', 'exercise_title', ','],
    ['Strong', STRONG_EXPECTED, 'strong-library.csv', 'Exercise Name', ';'],
  ] as const)('%s names', (_app, expected, file, column, delimiter) => {
    it.each(Object.entries(expected))('%s matches %s', (name, key) => {
      expect(matches(name)).toEqual(key === null ? [] : [key]);
    });

    it(`has an expectation for every exercise of ${file}`, () => {
      expect(fixtureNames(file, column, delimiter).sort()).toEqual(Object.keys(expected).sort());
    });
  });

  it('matches at least 80% of the Hevy export to the catalogue', () => {
    const keys = Object.values(HEVY_EXPECTED);
    expect(keys.filter((k) => k !== null).length / keys.length).toBeGreaterThanOrEqual(0.8);
  });
});
