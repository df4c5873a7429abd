import { describe, expect, it } from 'vitest';
import { toGpx } from '../../db/seed/tracks/gpx';
import { buildRoute, type FixturePoint, seeded } from '../../db/seed/tracks/route';
import { toFit } from '../../test/fixtures/activities/fit';
import { toTcx } from '../../test/fixtures/activities/tcx';
import { smoothedElevation } from './elevation';
import { cumulativeMovingSeconds } from './moving-time';
import { readActivity } from './read-activity';
import { KM, MILE, splitsOf } from './splits';

// A 12 km run with a known shape: 3 km easy at 3 m/s, 5 km fast at 4 m/s, 3 km easy, a 60 s stop
// at a light, 1 km easy, and a 2-minute auto-pause gap before the last point. Elevation is a
// 20 m sine with a 2 km period (six full periods: 6 x 40 m up and down), heart rate 150.
const A = 20;
const PERIOD = 2000;
const run = buildRoute({
  stretches: [
    { metres: 3000, speed: 3 },
    { metres: 5000, speed: 4 },
    { metres: 3000, speed: 3 },
    { speed: 0, seconds: 60 },
    { metres: 999, speed: 3, gapSeconds: 120 },
  ],
  elevation: (d) => 100 + A * Math.sin((2 * Math.PI * d) / PERIOD),
  heartRate: (i) => 140 + (i % 21),
});

// Independent figures, from the route's construction alone.
const expected = {
  distanceM: 11999,
  elapsedSeconds: 1000 + 1250 + 1000 + 60 + 333 + 120,
  movingSeconds: 1000 + 1250 + 1000 + 333,
  gain: 6 * 2 * A,
  best1k: 250,
  best5k: 1250,
  best10k: 1250 + 5000 / 3,
};

const encoder = new TextEncoder();

function expectFigures(points: FixturePoint[], bytes: Uint8Array) {
  const { summary } = readActivity(bytes);
  void points;
  expect(summary.distanceM).toBeCloseTo(expected.distanceM, 0);
  expect(summary.elapsedSeconds).toBe(expected.elapsedSeconds);
  expect(summary.movingSeconds).toBe(expected.movingSeconds);
  const efforts = Object.fromEntries(summary.bestEfforts.map((e) => [e.distanceM, e.seconds]));
  expect(efforts[1000]).toBeCloseTo(expected.best1k, 1);
  expect(efforts[5000]).toBeCloseTo(expected.best5k, 1);
  expect(efforts[10000]).toBeCloseTo(expected.best10k, 1);
  expect(efforts[21097.5]).toBeUndefined();
  return summary;
}

describe('figures of an imported run, checked against the route it was built from', () => {
  it('GPX 1.1: distance, elapsed and moving time, elevation, heart rate, best efforts', () => {
    const summary = expectFigures(run, encoder.encode(toGpx(run)));
    // The smoothing window (±25 m) barely touches a 2 km wave: within 2 % of 240 m each way.
    expect(summary.elevationGainM).toBeGreaterThan(expected.gain * 0.98);
    expect(summary.elevationGainM).toBeLessThanOrEqual(expected.gain + 1);
    expect(summary.elevationLossM).toBeGreaterThan(expected.gain * 0.98);
    const hrs = run.map((p) => p.hr!);
    expect(summary.avgHeartRate).toBe(Math.round(hrs.reduce((a, b) => a + b, 0) / hrs.length));
    expect(summary.maxHeartRate).toBe(160);
    expect(summary.hasGps).toBe(true);
  });

  it('TCX: the same figures', () => {
    expectFigures(run, encoder.encode(toTcx(run)));
  });

  it('FIT written with the Garmin SDK encoder: the same figures (positions in semicircles)', () => {
    const summary = expectFigures(run, toFit(run));
    expect(summary.elevationGainM).toBeGreaterThan(expected.gain * 0.98);
  });

  it('detects the sport from each format, and none when the file does not say', () => {
    expect(readActivity(encoder.encode(toGpx(run, { type: 'running' }))).file.sport).toBe('run');
    expect(readActivity(encoder.encode(toGpx(run, { type: 'cycling' }))).file.sport).toBe('ride');
    expect(readActivity(encoder.encode(toGpx(run, { type: null }))).file.sport).toBeNull();
    expect(readActivity(encoder.encode(toTcx(run, { sport: 'Biking' }))).file.sport).toBe('ride');
    expect(readActivity(encoder.encode(toTcx(run, { sport: 'Other' }))).file.sport).toBeNull();
    expect(readActivity(toFit(run, { sport: 'walking' })).file.sport).toBe('walk');
  });

  it('a treadmill FIT and an indoor TCX import without GPS: time, distance and heart rate from the device', () => {
    for (const bytes of [toFit(run, { indoor: true }), encoder.encode(toTcx(run, { indoor: true }))]) {
      const { summary, track } = readActivity(bytes);
      expect(summary.hasGps).toBe(false);
      expect(track.lat).toBeNull();
      expect(summary.distanceM).toBeCloseTo(expected.distanceM, 0);
      expect(summary.movingSeconds).toBe(expected.movingSeconds);
      expect(summary.avgHeartRate).not.toBeNull();
    }
  });

  it('a flat run with ±4 m of GPS elevation noise at every point climbs almost nothing', () => {
    const noise = seeded(7);
    const flat = buildRoute({ stretches: [{ metres: 10000, speed: 3 }], elevation: () => 50 + (noise() - 0.5) * 8 });
    const rawClimb = flat.reduce((sum, p, i) => sum + (i > 0 ? Math.max(0, p.ele! - flat[i - 1].ele!) : 0), 0);
    expect(rawClimb).toBeGreaterThan(3000); // what summing the raw points would claim
    const { summary } = readActivity(encoder.encode(toGpx(flat)));
    expect(summary.elevationGainM).toBeLessThan(10);
  });

  it('per-km and per-mile splits: moving time of each unit, the last one partial', () => {
    const { track } = readActivity(encoder.encode(toGpx(run)));
    const moving = cumulativeMovingSeconds(track);
    const untimed = new Float64Array(track.length);
    const km = splitsOf(track, KM, moving, smoothedElevation(track), untimed);
    expect(km.map((s) => s.movingSeconds)).toEqual([333, 334, 333, 250, 250, 250, 250, 250, 333, 334, 333, 333]);
    expect(km.slice(0, -1).every((s) => Math.abs(s.distanceM - 1000) < 0.5)).toBe(true);
    expect(km[11].distanceM).toBeCloseTo(999, 0);
    const mi = splitsOf(track, MILE, moving, null, untimed);
    expect(mi).toHaveLength(8);
    // Mile 1: 1609.344 m at 3 m/s. The last is 12000 - 7 miles.
    expect(mi[0].movingSeconds).toBe(Math.round(MILE / 3));
    expect(mi[7].distanceM).toBeCloseTo(11999 - 7 * MILE, 0);
    const total = mi.reduce((s, m) => s + (m.movingSeconds ?? 0), 0);
    expect(Math.abs(total - expected.movingSeconds)).toBeLessThanOrEqual(4);
  });
});
