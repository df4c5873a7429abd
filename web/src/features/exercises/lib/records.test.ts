import { setOneRepMax } from '@common/exercises/records';
import type { ExerciseRecords, RecordSet } from '@common/schemas/workout-exercises';
import { METRIC_UNITS, type UnitPreferences } from '@common/units';
import { describe, expect, it } from 'vitest';
import { hasAnyRecord, recordItems, repMaxRows } from './records';

const IMPERIAL: UnitPreferences = { weight: 'lb', distance: 'mi' };
const at = (date: string, s: Partial<RecordSet>): RecordSet => ({
  logId: 1,
  date,
  reps: null,
  weightKg: null,
  durationSeconds: null,
  distanceKm: null,
  ...s,
});
const none: ExerciseRecords = {
  bestLoad: null,
  bestOneRepMax: null,
  bestSetVolume: null,
  repMaxes: [],
  mostReps: null,
  longestDuration: null,
  longestDistance: null,
  fastestPace: null,
};

describe('recordItems', () => {
  const heavy = at('2025-06-02', { reps: 3, weightKg: 100 });
  const volume = at('2025-05-01', { reps: 5, weightKg: 90 });
  const lifted: ExerciseRecords = {
    ...none,
    bestLoad: heavy,
    bestOneRepMax: { kg: setOneRepMax(90, 5)!, set: volume },
    bestSetVolume: { kg: 450, set: volume },
    mostReps: at('2025-04-01', { reps: 12, weightKg: 50 }),
  };

  it('labels weight × reps records, with their set and day', () => {
    expect(recordItems(lifted, 'weight_reps', METRIC_UNITS)).toEqual([
      { id: 'best-load', label: 'Heaviest weight', value: '100 kg', detail: '100 kg × 3', date: 'Jun 2, 2025' },
      {
        id: 'one-rep-max',
        label: 'Best estimated 1RM (Epley)',
        value: '105 kg',
        detail: 'from 90 kg × 5',
        date: 'May 1, 2025',
      },
      { id: 'set-volume', label: 'Best set volume', value: '450 kg', detail: '90 kg × 5', date: 'May 1, 2025' },
      { id: 'most-reps', label: 'Most reps', value: '12', detail: '50 kg × 12', date: 'Apr 1, 2025' },
    ]);
  });

  it('shows weights in pounds for a member who uses them', () => {
    const [best, orm, vol] = recordItems(lifted, 'weight_reps', IMPERIAL);
    expect(best.value).toBe('220.5 lb');
    expect(orm.value).toBe('231.5 lb');
    expect(vol.value).toBe('992 lb');
  });

  it('calls the best load of weighted and assisted exercises by what it is', () => {
    const weighted = recordItems(
      { ...none, bestLoad: at('2025-01-05', { reps: 8, weightKg: 20 }) },
      'weighted_bodyweight',
      METRIC_UNITS,
    );
    expect(weighted[0]).toMatchObject({ label: 'Most added weight', value: '20 kg', detail: '+20 kg × 8' });
    const assisted = recordItems(
      { ...none, bestLoad: at('2025-01-05', { reps: 6, weightKg: 25 }) },
      'assisted_bodyweight',
      METRIC_UNITS,
    );
    expect(assisted[0]).toMatchObject({ label: 'Least assistance', value: '25 kg', detail: '−25 kg × 6' });
    const unassisted = recordItems(
      { ...none, bestLoad: at('2025-01-05', { reps: 6, weightKg: 0 }) },
      'assisted_bodyweight',
      METRIC_UNITS,
    );
    expect(unassisted[0]).toMatchObject({ label: 'Least assistance', value: 'No assistance' });
  });

  it('lists time, distance and pace records of cardio', () => {
    const run = at('2025-03-09', { distanceKm: 10, durationSeconds: 3000 });
    const items = recordItems(
      { ...none, longestDuration: run, longestDistance: run, fastestPace: { secondsPerKm: 300, set: run } },
      'distance_duration',
      METRIC_UNITS,
    );
    expect(items.map((i) => [i.label, i.value, i.detail])).toEqual([
      ['Longest time', '50:00', '10 km in 50:00'],
      ['Longest distance', '10 km', '10 km in 50:00'],
      ['Fastest pace', '5:00 /km', '10 km in 50:00'],
    ]);
    expect(
      recordItems({ ...none, fastestPace: { secondsPerKm: 300, set: run } }, 'distance_duration', IMPERIAL)[0].value,
    ).toBe('8:03 /mi');
  });

  it('leaves out the detail when it says the same as the value', () => {
    const plank = at('2025-02-02', { durationSeconds: 95 });
    expect(recordItems({ ...none, longestDuration: plank }, 'duration', METRIC_UNITS)).toEqual([
      { id: 'longest-time', label: 'Longest time', value: '1:35', detail: null, date: 'Feb 2, 2025' },
    ]);
    expect(
      recordItems({ ...none, mostReps: at('2025-02-02', { reps: 30 }) }, 'reps_only', METRIC_UNITS)[0].detail,
    ).toBeNull();
  });

  it('lists nothing without records', () => {
    expect(recordItems(none, 'weight_reps', METRIC_UNITS)).toEqual([]);
    expect(hasAnyRecord(none)).toBe(false);
    expect(hasAnyRecord({ ...none, repMaxes: [{ reps: 1, set: at('2025-01-01', { reps: 1, weightKg: 50 }) }] })).toBe(
      true,
    );
  });
});

describe('repMaxRows', () => {
  it('gives each rep count its load, day, and the reps really done when more', () => {
    const triple = at('2025-06-02', { reps: 3, weightKg: 100 });
    const rows = repMaxRows(
      { ...none, repMaxes: [1, 2, 3].map((reps) => ({ reps, set: triple })) },
      'weight_reps',
      METRIC_UNITS,
    );
    expect(rows).toEqual([
      { reps: 1, load: '100 kg', doneFor: 3, date: 'Jun 2, 2025' },
      { reps: 2, load: '100 kg', doneFor: 3, date: 'Jun 2, 2025' },
      { reps: 3, load: '100 kg', doneFor: null, date: 'Jun 2, 2025' },
    ]);
  });

  it('has no rows for exercises without a load', () => {
    const set = at('2025-06-02', { reps: 3, weightKg: 0 });
    expect(repMaxRows({ ...none, repMaxes: [{ reps: 1, set }] }, 'reps_only', METRIC_UNITS)).toEqual([]);
    expect(repMaxRows({ ...none, repMaxes: [{ reps: 1, set }] }, 'weighted_bodyweight', METRIC_UNITS)[0].load).toBe(
      'Bodyweight',
    );
  });
});
