import { describe, expect, it } from 'vitest';
import { fixtureBytes } from '../../test/fixtures/activities/files';
import { QA_SINGLE, qaPoints } from '../../test/fixtures/activities/qa-files';
import { readActivity } from './read-activity';
import { buildSeries } from './series';

// QA round: a GPX of one point with a position. One point is a place, not a route: it has GPS
// (the map can show it), but no distance and no climb can be measured from it (unknown, not 0).

describe('a GPX file of a single point', () => {
  const [point] = qaPoints(QA_SINGLE);
  const read = readActivity(fixtureBytes(QA_SINGLE));

  it('has GPS: its one point has coordinates, and the page gets them', () => {
    expect(read.summary.hasGps).toBe(true);
    const series = buildSeries(read.track, new Uint8Array(1).fill(1), read.figures.elevation);
    expect(series.lat).toEqual([point.lat]);
    expect(series.lng).toEqual([point.lng]);
  });

  it('has no known distance, climb or descent, and no splits', () => {
    expect(point.ele).not.toBeNull();
    expect(read.summary.distanceM).toBeNull();
    expect(read.summary.elevationGainM).toBeNull();
    expect(read.summary.elevationLossM).toBeNull();
    expect(read.summary.elevationSource).toBeNull();
    expect(read.figures.splitsKm).toEqual([]);
  });
});
