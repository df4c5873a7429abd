import { describe, expect, it } from 'vitest';
import { describeChallenge, formatDay, formatValue, storedTarget, TARGET_UNITS } from './format';

describe('challenge figures', () => {
  it('group the thousands of large targets and totals', () => {
    expect(formatValue('sessions', 1_000_000_000)).toBe('1,000,000,000 sessions');
    expect(formatValue('sessions', 1)).toBe('1 session');
    expect(formatValue('records', 12_345)).toBe('12,345 records');
    expect(formatValue('weight_lifted', 1_234_567.4)).toBe('1,234,567 kg');
    expect(formatValue('moving_time', 1_000_000_000)).toBe('277,777 h 47 min');
    expect(formatValue('distance', 1_000_000)).toBe('1,000,000.0 km');
  });

  it('write a day as Intl writes it in en-US, wherever the device is', () => {
    expect(formatDay('2027-01-05')).toBe('Jan 5, 2027');
    expect(
      describeChallenge({ metric: 'distance', sport: 'run', startsOn: '2026-11-01', endsOn: '2026-11-30' }),
    ).toMatch(/^Distance · .+ · Nov 1, 2026 – Nov 30, 2026$/);
  });

  it('take a moving-time target in hours and store it in seconds; other targets as typed', () => {
    expect(TARGET_UNITS.moving_time).toBe('hours');
    expect(storedTarget('moving_time', 10)).toBe(36_000);
    expect(storedTarget('moving_time', 2.5)).toBe(9_000);
    expect(formatValue('moving_time', storedTarget('moving_time', 12.25)!)).toBe('12 h 15 min');
    expect(storedTarget('moving_time', null)).toBeNull();
    expect(storedTarget('distance', 62.5)).toBe(62.5);
  });
});
