import { exerciseNameKey } from '@common/exercises/names';
import { muscleGroupOf } from '@common/exercises/vocab';
import type { ImportExerciseName } from '@common/schemas/history-import';
import { describe, expect, it } from 'vitest';
import { importFixture } from '../../test/factories/history-import';
import { HEVY_EXPECTED, STRONG_EXPECTED } from '../../test/fixtures/history-import/expected-exercise-matches';
import { CATALOGUE } from '../exercises';
import { chunksOf } from './counted-upload';
import type { LibraryExercise } from './exercise-matching';
import { ExerciseMatcher, namesInFile } from './exercise-names';
import { proposeOwnExercise } from './own-exercise';
import { parseHistory } from './parse-history';

// The matcher on the exercise names of real Strong and Hevy exports (fixtures in their formats):
// a name becomes a catalogue exercise by itself only when it is that movement with that equipment,
// never a close one; everything else is the member's to decide.

const library: LibraryExercise[] = CATALOGUE.map((e, i) => ({
  id: i + 1,
  name: e.name,
  muscleGroup: muscleGroupOf(e.primary),
  primaryMuscles: e.primary,
  secondaryMuscles: e.secondary,
  equipment: e.equipment,
  category: e.category,
  loggingType: e.logging,
  movement: e.movement,
  aliases: e.aliases,
  custom: false,
}));
const keyOf = new Map(CATALOGUE.map((e, i) => [i + 1, e.key]));

async function previewNames(file: string, own: LibraryExercise[] = [], earlier = new Map<string, number>()) {
  const parsed = await parseHistory(chunksOf(Buffer.from(importFixture(file))), {
    weightUnit: 'kg',
    distanceUnit: 'km',
  });
  return new ExerciseMatcher([...library, ...own], earlier, parsed.source).describe(namesInFile(parsed.workouts));
}

const byName = (names: ImportExerciseName[], name: string) => {
  const found = names.find((n) => n.name === name);
  if (!found) throw new Error(`${name} is not in the file`);
  return found;
};

describe.each([
  ['hevy-library.csv', HEVY_EXPECTED],
  ['strong-library.csv', STRONG_EXPECTED],
])('the exercise names of %s', (file, expected) => {
  it('match by themselves exactly the exercise listed for them, and nothing else', async () => {
    const names = await previewNames(file);
    expect(names.map((n) => n.name).sort()).toEqual(Object.keys(expected).sort());
    for (const n of names) {
      const want = expected[n.name];
      const got = n.match ? keyOf.get(n.match.exerciseId) : null;
      expect({ name: n.name, key: got }).toEqual({ name: n.name, key: want });
      expect(n.status).toBe(want ? 'matched' : 'unmatched');
    }
  });

  it('offer the closest exercises for the rest without choosing one, and propose an own exercise', async () => {
    for (const n of (await previewNames(file)).filter((x) => x.status === 'unmatched')) {
      expect(n.match).toBeNull();
      expect(n.proposed?.name).toBe(n.name.trim());
      expect(n.options.length).toBeLessThanOrEqual(4);
    }
  });
});

describe('a real Hevy export', () => {
  it('matches at least 80% of its names by themselves', async () => {
    const names = await previewNames('hevy-library.csv');
    const matched = names.filter((n) => n.status === 'matched').length;
    expect(names.length).toBeGreaterThanOrEqual(80);
    expect(matched / names.length).toBeGreaterThanOrEqual(0.8);
  });

  // The names issue 30 found stored as another lift: each is now its own movement and equipment.
  type Want = { equipment?: string; primary?: string; logging?: string };
  it.each<[string, Want]>([
    ['Skullcrusher (Barbell)', { equipment: 'barbell', primary: 'triceps' }],
    ['Pull Up (Assisted)', { equipment: 'assisted_bodyweight', primary: 'lats', logging: 'assisted_bodyweight' }],
    ['Hip Adduction (Machine)', { equipment: 'machine', primary: 'adductors' }],
    ['Shrug (Dumbbell)', { equipment: 'dumbbell', primary: 'traps' }],
    ['Calf Press (Machine)', { equipment: 'machine', primary: 'calves' }],
    ['Warm Up', { logging: 'duration' }],
    ['Triceps Extension (Machine)', { equipment: 'machine', primary: 'triceps' }],
    ['Lateral Raise (Machine)', { equipment: 'machine', primary: 'shoulders' }],
  ])('"%s" is that exercise, not a neighbour', async (name, want) => {
    const n = byName(await previewNames('hevy-library.csv'), name);
    const exercise = library.find((e) => e.id === n.match?.exerciseId);
    expect(exercise, `${name} should match by itself`).toBeDefined();
    if (want.equipment) expect(exercise?.equipment).toBe(want.equipment);
    if (want.primary) expect(exercise?.primaryMuscles).toContain(want.primary);
    if (want.logging) expect(exercise?.loggingType).toBe(want.logging);
  });

  it('leaves a typo unmatched, with the exercise it misspells offered first', async () => {
    const names = await previewNames('hevy-library.csv');
    const typo = names.find((n) => n.status === 'unmatched' && /bech/i.test(n.name));
    expect(typo, 'the fixture holds a misspelt bench press').toBeDefined();
    expect(typo?.match).toBeNull();
    // The first option is the exercise the name would be with the typo mended.
    const first = library.find((e) => e.id === typo?.options[0]?.exerciseId);
    const mended = exerciseNameKey(typo!.name.replace(/bech/i, 'Bench'));
    expect([first!.name, ...first!.aliases].map(exerciseNameKey)).toContain(mended);
  });
});

describe('a name that means another exercise in the app it comes from', () => {
  const matchOf = (source: 'hevy' | 'strong' | 'fitcircle', name: string) => {
    const use = { key: name.toLowerCase(), name, sets: [], workouts: 1 };
    const [described] = new ExerciseMatcher(library, new Map(), source).describe([use]);
    return described.match ? library.find((e) => e.id === described.match?.exerciseId) : null;
  };

  it('is read as that app means it, or not matched when that is not certain', () => {
    // FitCircle's "Hip Thrust" is its barbell hip thrust; Hevy's has no equipment.
    expect(matchOf('fitcircle', 'Hip Thrust')?.equipment).toBe('barbell');
    expect(matchOf('hevy', 'Hip Thrust')?.equipment).toBe('bodyweight');
    expect(matchOf('hevy', 'Goblet Squat')?.equipment).toBe('dumbbell');
    expect(matchOf('fitcircle', 'Goblet Squat')?.equipment).toBe('kettlebell');
    expect(matchOf('hevy', 'Farmers Walk')).toBeNull();
    expect(matchOf('strong', 'Step-up')).toBeNull();
    // With its equipment stated, the name is certain from any app.
    expect(matchOf('hevy', 'Hip Thrust (Barbell)')?.equipment).toBe('barbell');
  });
});

describe('who decides a name', () => {
  it('the member’s earlier choice comes first, then their own exercise of that name, then the catalogue', async () => {
    const ownBench: LibraryExercise = {
      ...library[0],
      id: 9001,
      name: 'Bench Press (Barbell)',
      aliases: [],
      custom: true,
    };
    const withOwn = await previewNames('strong-library.csv', [ownBench]);
    expect(byName(withOwn, 'Bench Press (Barbell)')).toMatchObject({ match: { exerciseId: 9001 }, matchedBy: 'name' });
    const squatId = library.find((e) => e.name === 'Front Squat')!.id;
    const remembered = await previewNames('strong-library.csv', [], new Map([['squat (barbell)', squatId]]));
    expect(byName(remembered, 'Squat (Barbell)')).toMatchObject({
      match: { exerciseId: squatId },
      matchedBy: 'earlier_import',
    });
  });
});

describe('an own exercise made from a file name', () => {
  const run = [
    { kind: 'normal' as const, reps: null, weightKg: null, durationSeconds: 600, distanceKm: 2, rpe: null, rir: null },
  ];
  const lifts = [
    { kind: 'normal' as const, reps: 10, weightKg: 30, durationSeconds: null, distanceKm: null, rpe: null, rir: null },
  ];
  const reps = [
    {
      kind: 'normal' as const,
      reps: 12,
      weightKg: null,
      durationSeconds: null,
      distanceKm: null,
      rpe: null,
      rir: null,
    },
  ];
  const hold = [
    {
      kind: 'normal' as const,
      reps: null,
      weightKg: null,
      durationSeconds: 60,
      distanceKm: null,
      rpe: null,
      rir: null,
    },
  ];

  it.each([
    ['Shrug (Dumbbell)', lifts, { equipment: 'dumbbell', loggingType: 'weight_reps', primaryMuscles: ['traps'] }],
    ['Landmine Press (my gym)', lifts, { equipment: 'other', loggingType: 'weight_reps', primaryMuscles: [] }],
    ['Pull Up (Assisted)', lifts, { equipment: 'assisted_bodyweight', loggingType: 'assisted_bodyweight' }],
    ['Seated Leg Curl (Machine)', lifts, { equipment: 'machine', primaryMuscles: ['hamstrings'] }],
    ['Trail Jog', run, { loggingType: 'distance_duration', primaryMuscles: ['cardio'] }],
    ['Kreuzheben', reps, { equipment: 'bodyweight', loggingType: 'reps_only', primaryMuscles: [] }],
    ['Copenhagen Hold', hold, { loggingType: 'duration', primaryMuscles: [] }],
  ])('%s reads its equipment, logging type and muscles from its own name and sets', (name, sets, want) => {
    expect(proposeOwnExercise(name, sets)).toMatchObject({ name, ...want });
  });
});
