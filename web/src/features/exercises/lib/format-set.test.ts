import { METRIC_UNITS, type UnitPreferences } from '@common/units';
import { describe, expect, it } from 'vitest';
import { formatLoad, formatSet } from './format-set';

const IMPERIAL: UnitPreferences = { weight: 'lb', distance: 'mi' };
const set = (s: Partial<Parameters<typeof formatSet>[0]>) => ({
  reps: null,
  weightKg: null,
  durationSeconds: null,
  distanceKm: null,
  ...s,
});

describe('formatSet', () => {
  it('writes weight × reps in the member’s unit', () => {
    expect(formatSet(set({ reps: 5, weightKg: 80 }), 'weight_reps', METRIC_UNITS)).toBe('80 kg × 5');
    expect(formatSet(set({ reps: 5, weightKg: 100 }), 'weight_reps', IMPERIAL)).toBe('220.5 lb × 5');
    expect(formatSet(set({ reps: 8, weightKg: 22.5 }), 'weight_reps', METRIC_UNITS)).toBe('22.5 kg × 8');
  });

  it('writes reps alone when there is no load', () => {
    expect(formatSet(set({ reps: 12 }), 'reps_only', METRIC_UNITS)).toBe('12 reps');
    expect(formatSet(set({ reps: 1, weightKg: 0 }), 'weight_reps', METRIC_UNITS)).toBe('1 rep');
  });

  it('signs added weight and assistance, and names their zero', () => {
    expect(formatSet(set({ reps: 8, weightKg: 20 }), 'weighted_bodyweight', METRIC_UNITS)).toBe('+20 kg × 8');
    expect(formatSet(set({ reps: 8, weightKg: 0 }), 'weighted_bodyweight', METRIC_UNITS)).toBe('Bodyweight × 8');
    expect(formatSet(set({ reps: 6, weightKg: 30 }), 'assisted_bodyweight', METRIC_UNITS)).toBe('−30 kg × 6');
    expect(formatSet(set({ reps: 6, weightKg: 0 }), 'assisted_bodyweight', METRIC_UNITS)).toBe('No assistance × 6');
  });

  it('writes time and distance', () => {
    expect(formatSet(set({ durationSeconds: 90 }), 'duration', METRIC_UNITS)).toBe('1:30');
    expect(formatSet(set({ distanceKm: 5, durationSeconds: 1500 }), 'distance_duration', METRIC_UNITS)).toBe(
      '5 km in 25:00',
    );
    expect(formatSet(set({ distanceKm: 5 }), 'distance_duration', IMPERIAL)).toBe('3.11 mi');
    expect(formatSet(set({ reps: 10, weightKg: 16, durationSeconds: 45 }), 'weight_reps', METRIC_UNITS)).toBe(
      '16 kg × 10 · 0:45',
    );
  });

  it('shows a dash for a set with nothing in it', () => {
    expect(formatSet(set({}), 'weight_reps', METRIC_UNITS)).toBe('—');
  });
});

describe('formatLoad', () => {
  it('has no load for weight × reps without weight', () => {
    expect(formatLoad(null, 'weight_reps', METRIC_UNITS)).toBeNull();
    expect(formatLoad(0, 'weight_reps', METRIC_UNITS)).toBeNull();
    expect(formatLoad(null, 'weighted_bodyweight', METRIC_UNITS)).toBeNull();
  });
});
