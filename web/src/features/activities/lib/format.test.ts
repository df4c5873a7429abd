import { describe, expect, it } from 'vitest';
import {
  formatActivityDate,
  formatActivityDay,
  formatDistance,
  formatDuration,
  formatElevation,
  formatPace,
  formatSpeed,
  paceOfSpeed,
} from './format';

describe('activity figures in the member’s unit', () => {
  it('distance, pace, speed and climb in km and in miles', () => {
    // 10 km in 50:00: 5:00 /km, 8:03 /mi (1.609344 km), 12 km/h, 7.5 mph.
    expect(formatDistance(10000, 'km')).toBe('10 km');
    expect(formatDistance(10000, 'mi')).toBe('6.21 mi');
    expect(formatPace(3000, 10000, 'km')).toBe('5:00 /km');
    expect(formatPace(3000, 10000, 'mi')).toBe('8:03 /mi');
    expect(formatSpeed(3000, 10000, 'km')).toBe('12.0 km/h');
    expect(formatSpeed(3000, 10000, 'mi')).toBe('7.5 mph');
    expect(formatElevation(100, 'km')).toBe('100 m');
    expect(formatElevation(100, 'mi')).toBe('328 ft');
  });

  it('no distance, no pace; standing still has no pace on the chart', () => {
    expect(formatPace(600, 0, 'km')).toBe('—');
    expect(paceOfSpeed(0.1, 'km')).toBeNull();
    expect(paceOfSpeed(4, 'km')).toBe(250);
  });

  it('an unknown moving time (a file of one point) reads "Unknown", never 0:00, and has no pace or speed', () => {
    expect(formatDuration(null)).toBe('Unknown');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatPace(null, 1000, 'km')).toBe('—');
    expect(formatSpeed(null, 1000, 'mi')).toBe('—');
  });

  it('activity dates carry their year, so runs years apart never read alike (issue 32)', () => {
    const [a, b] = [formatActivityDate('2010-08-05T12:00:00Z'), formatActivityDate('2021-08-05T12:00:00Z')];
    expect(a).toMatch(/Aug 5, 2010/);
    expect(b).toMatch(/Aug 5, 2021/);
    expect(formatActivityDay('2018-08-05T12:00:00Z')).toBe('Aug 5, 2018');
  });
});
