import { describe, expect, it } from 'vitest';
import { distanceForBox, distanceFromBox, stepWeight, weightForBox, weightFromBox } from './unit-entry';

describe('number boxes in the member units', () => {
  it('keeps kg and km and shows pounds and miles as typed', () => {
    expect(weightFromBox(100, 'lb')).toBe(45.36);
    expect(weightForBox(45.36, 'lb')).toBe(100);
    expect(weightForBox(weightFromBox(102.5, 'lb'), 'lb')).toBe(102.5);
    expect(weightFromBox(62.5, 'kg')).toBe(62.5);
    expect(weightForBox(null, 'lb')).toBeNull();
    expect(weightFromBox(null, 'kg')).toBeNull();
    expect(distanceFromBox(3.1, 'mi')).toBe(4.989);
    expect(distanceForBox(4.989, 'mi')).toBe(3.1);
    expect(distanceForBox(distanceFromBox(5.025, 'km'), 'km')).toBe(5.025);
  });

  it('steps by a plate pair, landing on the grid of the unit', () => {
    expect(stepWeight(60, 'kg', 1)).toBe(62.5);
    expect(stepWeight(60, 'kg', -1)).toBe(57.5);
    expect(stepWeight(61, 'kg', 1)).toBe(62.5);
    expect(stepWeight(61, 'kg', -1)).toBe(60);
    expect(stepWeight(null, 'kg', 1)).toBe(2.5);
    expect(stepWeight(1, 'kg', -1)).toBe(0);
    expect(stepWeight(0, 'kg', -1)).toBe(0);
    // 100 lb is 45.36 kg; 5 lb more is 105 lb exactly as the member reads it.
    expect(weightForBox(stepWeight(45.36, 'lb', 1), 'lb')).toBe(105);
    expect(weightForBox(stepWeight(45.36, 'lb', -1), 'lb')).toBe(95);
    // 60 kg reads 132.3 lb: up to the next 5 lb, 135.
    expect(weightForBox(stepWeight(60, 'lb', 1), 'lb')).toBe(135);
    expect(weightForBox(stepWeight(60, 'lb', -1), 'lb')).toBe(130);
  });

  it('walks a hundred steps up and down without drifting off the grid', () => {
    let kg: number | null = null;
    for (let i = 0; i < 100; i++) kg = stepWeight(kg, 'lb', 1);
    expect(weightForBox(kg, 'lb')).toBe(500);
    for (let i = 0; i < 100; i++) kg = stepWeight(kg, 'lb', -1);
    expect(kg).toBe(0);
  });
});
