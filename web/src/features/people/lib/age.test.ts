import { describe, expect, it } from 'vitest';
import { ageFromDateOfBirth, heightWeightLabel, localTodayIso } from './age';

describe('ageFromDateOfBirth', () => {
  const today = new Date(2025, 5, 15); // 15 June 2025, local time
  it.each([
    ['1990-06-15', 35],
    ['1990-06-16', 34],
    ['1990-06-14', 35],
    ['1990-12-31', 34],
    ['2000-02-29', 25],
    ['2025-06-15', 0],
  ])('born %s is %i on 2025-06-15', (born, age) => {
    expect(ageFromDateOfBirth(born, today)).toBe(age);
  });

  it('answers null without a date, for text that is not a date, and for a future date', () => {
    expect(ageFromDateOfBirth(null, today)).toBeNull();
    expect(ageFromDateOfBirth('yesterday', today)).toBeNull();
    expect(ageFromDateOfBirth('2030-01-01', today)).toBeNull();
  });
});

it('writes height and weight as the spec does', () => {
  expect(heightWeightLabel(180, 75.5)).toBe('180 cm • 75.5 kg');
  expect(heightWeightLabel(null, 75)).toBe('75 kg');
  expect(heightWeightLabel(null, null)).toBeNull();
  // The viewer's unit: the profile stores kg.
  expect(heightWeightLabel(180, 45.36, 'lb')).toBe('180 cm • 100 lb');
});

it('gives the local date for the date picker', () => {
  expect(localTodayIso(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
});
