import { describe, expect, it } from 'vitest';
import {
  distanceFromKm,
  distanceToKm,
  formatDistance,
  formatElevation,
  formatPace,
  formatSpeed,
  formatWeight,
  KG_PER_LB,
  weightFromKg,
  weightToKg,
} from './units';

/** The database keeps weight_kg as numeric(6, 2): what a stored value reads back as. */
const stored = (kg: number) => Math.round(kg * 100) / 100;

describe('weights in kg and lb', () => {
  it('stores 100 lb as 45.36 kg and shows it as 100 lb again, a hundred times over', () => {
    let shown = 100;
    for (let i = 0; i < 100; i++) shown = weightFromKg(stored(weightToKg(shown, 'lb')), 'lb');
    expect(shown).toBe(100);
    expect(weightToKg(100, 'lb')).toBe(45.36);
  });

  it('round-trips every pound figure a member can type (0.1 lb steps up to the 1,000 kg limit)', () => {
    const drifted: number[] = [];
    for (let tenths = 0; tenths <= 22_000; tenths++) {
      const lb = tenths / 10;
      if (weightFromKg(stored(weightToKg(lb, 'lb')), 'lb') !== lb) drifted.push(lb);
    }
    expect(drifted).toEqual([]);
  });

  it('round-trips kg figures to the hundredth and cleans float noise', () => {
    expect(weightFromKg(12.900000000000034, 'kg')).toBe(12.9);
    expect(weightToKg(62.5, 'kg')).toBe(62.5);
    expect(weightFromKg(1 * KG_PER_LB, 'lb')).toBe(1);
  });

  it('formats with the unit', () => {
    expect(formatWeight(45.36, 'lb')).toBe('100 lb');
    expect(formatWeight(102.5, 'kg')).toBe('102.5 kg');
    expect(formatWeight(1000, 'kg')).toBe('1,000 kg');
  });
});

describe('distances, paces and heights', () => {
  it('converts km and miles both ways', () => {
    expect(distanceFromKm(1.609344, 'mi')).toBe(1);
    expect(distanceToKm(26.2, 'mi')).toBe(42.165);
    expect(distanceFromKm(42.195, 'km', 1)).toBe(42.2);
  });

  it('round-trips a mile figure typed to the hundredth through the stored three decimals of km', () => {
    for (let hundredths = 1; hundredths <= 10_000; hundredths++) {
      const mi = hundredths / 100;
      expect(distanceFromKm(distanceToKm(mi, 'mi'), 'mi')).toBe(mi);
    }
  });

  it('formats distance, pace, speed and elevation per unit', () => {
    expect(formatDistance(5.03, 'km')).toBe('5.03 km');
    expect(formatDistance(5, 'mi')).toBe('3.11 mi');
    expect(formatPace(300, 'km')).toBe('5:00 /km');
    expect(formatPace(300, 'mi')).toBe('8:03 /mi');
    expect(formatSpeed(32.18688, 'mi')).toBe('20.0 mph');
    expect(formatSpeed(28.44, 'km')).toBe('28.4 km/h');
    expect(formatElevation(312.4, 'km')).toBe('312 m');
    expect(formatElevation(312.4, 'mi')).toBe('1,025 ft');
  });
});
