import { describe, expect, it } from 'vitest';
import { localDate, localTime } from './clock';

describe('the demo clock (New York time)', () => {
  it('turns local wall times into instants, daylight saving included', () => {
    expect(localTime('2026-01-15', '07:30').toISOString()).toBe('2026-01-15T12:30:00.000Z');
    expect(localTime('2026-07-15', '07:30').toISOString()).toBe('2026-07-15T11:30:00.000Z');
    // The spring-forward and fall-back days.
    expect(localTime('2026-03-08', '12:00').toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(localTime('2026-11-01', '12:00').toISOString()).toBe('2026-11-01T17:00:00.000Z');
  });
  it('gives the local calendar date, which is yesterday in New York late in a UTC evening', () => {
    const lateEvening = new Date('2026-07-16T02:00:00Z'); // 22:00 on the 15th in New York
    expect(localDate(lateEvening)).toBe('2026-07-15');
    expect(localDate(lateEvening, 1)).toBe('2026-07-14');
    expect(localDate(lateEvening, 31)).toBe('2026-06-14');
  });
});
