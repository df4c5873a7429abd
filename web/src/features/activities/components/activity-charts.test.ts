import type { ActivitySeries } from '@common/schemas/activities';
import { describe, expect, it } from 'vitest';
import { chartRows, stepCursor } from './activity-charts';

describe('the charts’ keyboard cursor (issue 32)', () => {
  it('arrows step one point, Page keys a tenth, Home and End the ends, never past them', () => {
    expect(stepCursor('ArrowRight', null, 50)).toBe(0);
    expect(stepCursor('ArrowRight', 3, 50)).toBe(4);
    expect(stepCursor('ArrowLeft', 3, 50)).toBe(2);
    expect(stepCursor('ArrowLeft', 0, 50)).toBe(0);
    expect(stepCursor('PageUp', 3, 50)).toBe(8);
    expect(stepCursor('PageDown', 3, 50)).toBe(0);
    expect(stepCursor('Home', 30, 50)).toBe(0);
    expect(stepCursor('End', 0, 50)).toBe(49);
    expect(stepCursor('ArrowRight', 49, 50)).toBe(49);
    expect(stepCursor('a', 3, 50)).toBeNull();
    expect(stepCursor('End', null, 0)).toBeNull();
  });

  it('rows carry power, and no line joins two parts of the route', () => {
    const series: ActivitySeries = {
      segment: [0, 0, 1],
      distanceM: [0, 500, 1500],
      elapsedSeconds: [0, 60, null],
      lat: [1, 1, 1],
      lng: [2, 2, 2],
      elevationM: [10, 11, 12],
      heartRate: [null, null, null],
      speedMps: [8, 8, null],
      power: [200, 210, null],
      cadence: [null, null, null],
    };
    const rows = chartRows(series, 'km');
    expect(rows.map((r) => r.index)).toEqual([0, 1, -1, 2]);
    expect(rows.map((r) => r.power)).toEqual([200, 210, null, null]);
  });
});
