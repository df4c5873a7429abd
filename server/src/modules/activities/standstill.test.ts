import { describe, expect, it } from 'vitest';
import { toGpx } from '../../db/seed/tracks/gpx';
import { buildRoute, type FixturePoint, seeded } from '../../db/seed/tracks/route';
import { fixtureBytes, sphereMetres } from '../../test/fixtures/activities/files';
import { QA_LONG_STOP, QA_RED_LIGHTS, type QaPoint, qaPoints } from '../../test/fixtures/activities/qa-files';
import { readActivity } from './read-activity';
import { buildSeries } from './series';

// QA round: GPS jitter while standing is no distance covered (D13), and the distance and the
// moving time leave out the same steps. The runs in these files go at 3 m/s; their stops jitter
// at under 1.7 m/s. So the steps known to be moving are those over 2 m/s, and the expected
// distance is their great-circle sum, worked out here with no code of the importer's.

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function runningSteps(points: QaPoint[]) {
  const steps = points.slice(1).map((b, k) => {
    const a = points[k];
    const metres = sphereMetres(a, b);
    const seconds = (b.timeMs - a.timeMs) / 1000;
    return { metres, seconds, running: metres / seconds > 2 };
  });
  const running = steps.filter((s) => s.running);
  return { metres: sum(running.map((s) => s.metres)), seconds: sum(running.map((s) => s.seconds)), steps };
}

describe('a steady 3 m/s run with a 10-minute stop in GPS jitter', () => {
  const known = runningSteps(qaPoints(QA_LONG_STOP));
  const read = readActivity(fixtureBytes(QA_LONG_STOP));

  it('measures the distance run, not the jitter (3.16 km before, for 2.97 km run)', () => {
    const jitter = sum(known.steps.filter((s) => !s.running).map((s) => s.metres));
    expect(jitter).toBeGreaterThan(150);
    expect(Math.abs(read.summary.distanceM! - known.metres)).toBeLessThan(3);
    expect(Math.abs(read.summary.movingSeconds! - known.seconds)).toBeLessThanOrEqual(5);
  });

  it('gives the pace run, in the total and in every split: none faster than 3 m/s', () => {
    const pace = read.summary.movingSeconds! / (read.summary.distanceM! / 1000);
    expect(pace).toBeCloseTo(1000 / 3, -1);
    for (const split of read.figures.splitsKm) {
      expect(split.movingSeconds! / split.distanceM).toBeGreaterThanOrEqual(1 / 3 - 0.005);
    }
    const km = read.summary.bestEfforts.find((e) => e.distanceM === 1000)!;
    expect(km.seconds).toBeGreaterThanOrEqual(1000 / 3 - 1);
  });

  it('draws the stop as a stop: the chart’s distance stands still and ends at the total', () => {
    const series = buildSeries(read.track, new Uint8Array(read.track.length).fill(1), read.figures.elevation);
    expect(series.distanceM.at(-1)).toBeCloseTo(read.summary.distanceM!, 0);
    const still = series.speedMps.filter((v) => v === 0).length;
    expect(still).toBeGreaterThan(100);
  });
});

describe('a run with four stops at red lights, a point every 2 s', () => {
  it('measures 1.79 km run, not 2.33 km, and the moving time to match', () => {
    const known = runningSteps(qaPoints(QA_RED_LIGHTS));
    // At 2 s a point, jitter steps reach 1.5 m/s: no step's own speed could tell them from a walk.
    expect(Math.max(...known.steps.filter((s) => !s.running).map((s) => s.metres / s.seconds))).toBeGreaterThan(1.4);
    const { summary, figures } = readActivity(fixtureBytes(QA_RED_LIGHTS));
    expect(Math.abs(summary.distanceM! - known.metres)).toBeLessThan(5);
    expect(Math.abs(summary.movingSeconds! - known.seconds)).toBeLessThanOrEqual(4);
    expect(sum(figures.splitsKm.map((s) => s.movingSeconds!))).toBe(summary.movingSeconds);
  });
});

/** Each point moved by up to ±`metres` north and east (seeded), as a GPS fix wanders. */
function jittered(points: FixturePoint[], metres: number, seed: number): FixturePoint[] {
  const noise = seeded(seed);
  const deg = metres / 111_195;
  return points.map((p) => ({
    ...p,
    lat: p.lat + (noise() - 0.5) * 2 * deg,
    lng: p.lng + ((noise() - 0.5) * 2 * deg) / Math.cos((p.lat * Math.PI) / 180),
  }));
}

const gpxBytes = (points: FixturePoint[]) => new TextEncoder().encode(toGpx(points, { type: 'hiking' }));
const pathMetres = (points: FixturePoint[]) => sum(points.slice(1).map((p, k) => sphereMetres(points[k], p)));

describe('slow and sparse recordings are not taken for stops', () => {
  it('a hike at 0.7 m/s with a fix every second and ±1 m of wander keeps every step', () => {
    const hike = jittered(buildRoute({ stretches: [{ metres: 1400, speed: 0.7 }] }), 1, 5);
    const { summary } = readActivity(gpxBytes(hike));
    // Some of its steps are under 0.5 m/s on their own (the wander): they are still the hike.
    const slow = hike.slice(1).filter((p, k) => sphereMetres(hike[k], p) < 0.5);
    expect(slow.length).toBeGreaterThan(20);
    expect(summary.movingSeconds).toBe(2000);
    // GPX keeps 8 decimals of a degree: within a metre over 2000 steps.
    expect(Math.abs(summary.distanceM! - pathMetres(hike))).toBeLessThan(1);
  });

  it('a fix every minute on the move counts in full; a minute-long fix standing still does not', () => {
    const every = buildRoute({
      stretches: [
        { metres: 3600, speed: 3 },
        { speed: 0, seconds: 300 },
        { metres: 1800, speed: 3 },
      ],
    });
    const sparse = jittered(
      every.filter((_, i) => i % 60 === 0),
      2,
      9,
    );
    // Independent: 1200 s + 600 s on the move; the five minutes in between went nowhere.
    const moving = sparse.slice(1).filter((p, k) => sphereMetres(sparse[k], p) / 60 > 1);
    expect(moving).toHaveLength(30);
    const movingMetres = sum(
      sparse.slice(1).map((p, k) => (sphereMetres(sparse[k], p) / 60 > 1 ? sphereMetres(sparse[k], p) : 0)),
    );
    const { summary } = readActivity(gpxBytes(sparse));
    expect(summary.movingSeconds).toBe(1800);
    expect(Math.abs(summary.distanceM! - movingMetres)).toBeLessThan(1);
  });
});
