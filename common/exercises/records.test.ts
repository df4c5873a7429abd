import { describe, expect, it } from 'vitest';
import { exerciseProgress, exerciseRecords, type LoggedSet, setOneRepMax } from './records';

let log = 0;
const set = (date: string, o: Partial<LoggedSet>): LoggedSet => ({
  logId: ++log,
  date,
  kind: 'normal',
  reps: null,
  weightKg: null,
  durationSeconds: null,
  distanceKm: null,
  ...o,
});

describe('setOneRepMax', () => {
  it('is Epley on 1 to 12 reps, a single its own, and never below what was lifted', () => {
    expect(setOneRepMax(100, 1)).toBe(100);
    expect(setOneRepMax(100, 5)).toBeCloseTo(116.7, 1);
    expect(setOneRepMax(150, 20)).toBe(150);
    expect(setOneRepMax(100, 0)).toBeNull();
    expect(setOneRepMax(0, 5)).toBeNull();
  });
});

describe('exerciseRecords', () => {
  it('takes the first time a best was reached, and never a warm-up', () => {
    const sets = [
      set('2025-01-01', { reps: 5, weightKg: 100 }),
      set('2025-02-01', { reps: 5, weightKg: 100 }),
      set('2025-03-01', { kind: 'warmup', reps: 10, weightKg: 140 }),
    ];
    const r = exerciseRecords('weight_reps', sets);
    expect(r.bestLoad?.date).toBe('2025-01-01');
    expect(r.bestSetVolume?.kg).toBe(500);
    expect(r.repMaxes.map((m) => m.reps)).toEqual([1, 2, 3, 4, 5]);
  });

  it('counts added load for a weighted exercise and least assistance for an assisted one, with no 1RM', () => {
    const weighted = exerciseRecords('weighted_bodyweight', [
      set('2025-01-01', { reps: 8, weightKg: 10 }),
      set('2025-01-08', { reps: 5, weightKg: 20 }),
    ]);
    expect(weighted.bestLoad?.weightKg).toBe(20);
    expect(weighted.bestOneRepMax).toBeNull();
    const assisted = exerciseRecords('assisted_bodyweight', [
      set('2025-01-01', { reps: 8, weightKg: 30 }),
      set('2025-01-08', { reps: 4, weightKg: 0 }),
    ]);
    expect(assisted.bestLoad?.weightKg).toBe(0);
    expect(assisted.repMaxes.find((m) => m.reps === 8)?.set.weightKg).toBe(30);
  });

  it('keeps time and distance records for runs, and gives nothing a set does not hold', () => {
    const r = exerciseRecords('distance_duration', [
      set('2025-01-01', { distanceKm: 5, durationSeconds: 1500 }),
      set('2025-01-08', { distanceKm: 10, durationSeconds: 3300 }),
    ]);
    expect(r.longestDistance?.distanceKm).toBe(10);
    expect(r.fastestPace?.secondsPerKm).toBe(300);
    expect(r.bestLoad).toBeNull();
    expect(r.repMaxes).toEqual([]);
  });
});

describe('exerciseProgress', () => {
  it('draws one point per session: the best estimated 1RM, or the least assistance, or the total distance', () => {
    const a = set('2025-01-01', { reps: 5, weightKg: 100 });
    const b = { ...set('2025-01-01', { reps: 1, weightKg: 110 }), logId: a.logId };
    expect(exerciseProgress('weight_reps', [a, b]).points).toEqual([
      { date: '2025-01-01', value: 116.7, logId: a.logId },
    ]);
    const assisted = exerciseProgress('assisted_bodyweight', [set('2025-01-01', { reps: 8, weightKg: 30 })]);
    expect(assisted).toMatchObject({ metric: 'assistance', lowerIsBetter: true });
    const runs = [set('2025-01-01', { distanceKm: 2 }), set('2025-01-02', { distanceKm: 3 })];
    expect(exerciseProgress('distance_duration', runs).points.map((p) => p.value)).toEqual([2, 3]);
  });
});
