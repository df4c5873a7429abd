import { ACTIVITY_LIMITS } from '@common/schemas/activities';
import { describe, expect, it } from 'vitest';
import { buildRoute } from '../../db/seed/tracks/route';
import {
  fixtureBytes,
  type PlainPoint,
  plainSegments,
  SEGMENTS_8_GPX10,
  sphereMetres,
  UNTIMED_4_SEGMENTS_GPX11,
} from '../../test/fixtures/activities/files';
import { pausedRun, toFit } from '../../test/fixtures/activities/fit';
import { toTcx } from '../../test/fixtures/activities/tcx';
import { ActivityDateError } from './build-track';
import { ActivityFileError } from './file-error';
import { normalizedPower } from './power';
import { readActivity } from './read-activity';
import { buildSeries } from './series';
import { trackToGpx } from './to-gpx';

// Issue 32: runs measured right on every real file. Every expected figure is worked out here, from
// the file's text, with no code of the importer's.

const text = (name: string) => fixtureBytes(name).toString('utf8');
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const steps = <T>(points: T[]) => points.slice(1).map((p, k) => [points[k], p] as const);

/** Metres within each segment, never between them. */
const withinSegments = (segments: PlainPoint[][]) =>
  sum(segments.map((seg) => sum(steps(seg).map(([a, b]) => sphereMetres(a, b)))));

describe('a GPX 1.0 track in 8 segments (paused and resumed, GPS lost and found)', () => {
  const segments = plainSegments(text(SEGMENTS_8_GPX10));
  const read = readActivity(fixtureBytes(SEGMENTS_8_GPX10));

  it('measures the distance within the segments, not the jumps between them', () => {
    expect(segments).toHaveLength(8);
    const within = withinSegments(segments);
    const joined = sum(steps(segments.flat()).map(([a, b]) => sphereMetres(a, b)));
    // The fixture is the file: 4.58 km within, about 13.7 km joined.
    expect(within / 1000).toBeCloseTo(4.58, 2);
    expect(joined / 1000).toBeGreaterThan(13.6);
    expect(read.summary.distanceM).toBeCloseTo(within, 0);
    expect(new Set(read.track.segment).size).toBe(8);
  });

  it('counts the time between segments as a pause: moving time is the short steps within them', () => {
    const moving = sum(
      segments.flatMap((seg) =>
        steps(seg).map(([a, b]) => {
          const dt = (b.timeMs! - a.timeMs!) / 1000;
          const fast = sphereMetres(a, b) / dt >= ACTIVITY_LIMITS.movingMinSpeedMps;
          return dt > 0 && dt <= ACTIVITY_LIMITS.pauseGapSeconds && fast ? dt : 0;
        }),
      ),
    );
    expect(read.summary.movingSeconds).toBe(Math.round(moving));
    const first = segments[0][0].timeMs!;
    const last = segments[7].at(-1)!.timeMs!;
    expect(read.summary.elapsedSeconds).toBe((last - first) / 1000);
    // The splits' times add up to the moving time (no pause hides in a split).
    expect(sum(read.figures.splitsKm.map((s) => s.movingSeconds!))).toBe(read.summary.movingSeconds);
  });

  it('finds best efforts only inside one segment, at the pace actually run', () => {
    const longest = Math.max(...segments.map((seg) => sum(steps(seg).map(([a, b]) => sphereMetres(a, b)))));
    expect(longest).toBeGreaterThan(1000);
    expect(longest).toBeLessThan(5000);
    expect(read.summary.bestEfforts.map((e) => e.distanceM)).toEqual([1000]);
    const [km] = read.summary.bestEfforts;
    // The first segment is the only one over 1 km: the effort lies inside it...
    expect(km.endM).toBeLessThanOrEqual(longest + 0.5);
    // ...at the logger's own speeds (2.5-3.5 m/s), not 1 km in 1:40 across a jump.
    expect(km.seconds).toBeGreaterThan(1000 / 3.5);
    expect(km.seconds).toBeLessThan(1000 / 2.5);
  });

  it('draws no line across a gap: the page series starts a new part at each segment', () => {
    const series = buildSeries(read.track, new Uint8Array(read.track.length).fill(1));
    expect(new Set(series.segment).size).toBe(8);
    for (let i = 1; i < series.segment.length; i++) {
      if (series.segment[i] !== series.segment[i - 1]) continue;
      const step = sphereMetres(
        { lat: series.lat[i - 1]!, lng: series.lng[i - 1]! },
        { lat: series.lat[i]!, lng: series.lng[i]! },
      );
      expect(step).toBeLessThan(100);
    }
  });

  it('writes the segments back in its GPX export, which reads back as the same route', () => {
    const gpx = trackToGpx(read.track, { title: 'Zurich', sport: 'run' });
    expect(gpx.match(/<trkseg>/g)).toHaveLength(8);
    expect(withinSegments(plainSegments(gpx))).toBeCloseTo(withinSegments(segments), -1);
    const again = readActivity(new TextEncoder().encode(gpx));
    expect(again.summary.distanceM).toBeCloseTo(read.summary.distanceM!, 0);
    expect(again.summary.movingSeconds).toBe(read.summary.movingSeconds);
  });
});

describe('a GPX 1.1 track in 4 segments where some points have no time', () => {
  const segments = plainSegments(text(UNTIMED_4_SEGMENTS_GPX11));
  const read = readActivity(fixtureBytes(UNTIMED_4_SEGMENTS_GPX11));
  const flat = segments.flat();

  it('keeps every point: the route and its distance include the untimed ones', () => {
    expect(flat.some((p) => p.timeMs === null)).toBe(true);
    expect(read.track.length).toBe(flat.length);
    expect(read.summary.distanceM).toBeCloseTo(withinSegments(segments), 0);
    // Untimed metres: the steps with a point without a time at either end.
    const untimed = sum(
      segments.flatMap((seg) =>
        steps(seg).map(([a, b]) => (a.timeMs === null || b.timeMs === null ? sphereMetres(a, b) : 0)),
      ),
    );
    expect(untimed).toBeGreaterThan(2000);
    expect(read.summary.untimedDistanceM).toBeCloseTo(untimed, 0);
    const timed = flat.filter((p) => p.timeMs !== null);
    expect(read.summary.startedAt.getTime()).toBe(timed[0].timeMs);
    expect(read.summary.elapsedSeconds).toBe((timed.at(-1)!.timeMs! - timed[0].timeMs!) / 1000);
  });

  it('gives no time to a split with an untimed part, and the right time to the others', () => {
    // Where each km starts and ends along the route, and whether an untimed step lies in it.
    const marks: { d: number; timed: boolean; t: number | null }[] = [];
    let d = 0;
    segments.forEach((seg) => {
      seg.forEach((p, k) => {
        if (k > 0) d += sphereMetres(seg[k - 1], p);
        const timedStep = k === 0 || (seg[k - 1].timeMs !== null && p.timeMs !== null);
        marks.push({ d, timed: timedStep, t: p.timeMs });
      });
    });
    read.figures.splitsKm.forEach((split, i) => {
      const [from, to] = [i * 1000, i * 1000 + split.distanceM];
      const inside = marks.filter((m) => m.d > from && m.d <= to + 0.01);
      const hasUntimed = inside.some((m) => !m.timed) || marks.find((m) => m.d > to)?.timed === false;
      if (hasUntimed) expect(split.movingSeconds, `split ${i + 1}`).toBeNull();
      else expect(split.movingSeconds, `split ${i + 1}`).toBeGreaterThan(split.distanceM / 4);
    });
    expect(read.figures.splitsKm.filter((s) => s.movingSeconds === null).length).toBeGreaterThan(0);
    expect(read.figures.splitsKm.filter((s) => s.movingSeconds !== null).length).toBeGreaterThan(0);
  });

  it('measures best efforts only where there are times, and moving time from timed steps only', () => {
    const moving = sum(
      segments.flatMap((seg) =>
        steps(seg).map(([a, b]) => {
          if (a.timeMs === null || b.timeMs === null) return 0;
          const dt = (b.timeMs - a.timeMs) / 1000;
          return dt > 0 && dt <= ACTIVITY_LIMITS.pauseGapSeconds && sphereMetres(a, b) / dt >= 0.5 ? dt : 0;
        }),
      ),
    );
    expect(read.summary.movingSeconds).toBe(Math.round(moving));
    // The longest fully timed stretch is segment 1 (110 points, about 1.7 km): no 5 km effort.
    expect(read.summary.bestEfforts.map((e) => e.distanceM)).toEqual([1000]);
    const firstSegment = sum(steps(segments[0]).map(([a, b]) => sphereMetres(a, b)));
    expect(read.summary.bestEfforts[0].endM).toBeLessThanOrEqual(firstSegment + 0.5);
  });

  it('reads the cadence of Garmin’s TrackPointExtension', () => {
    const cadences = flat.map((p) => p.cadence!).filter((c) => c > 0);
    expect(read.summary.avgCadence).toBe(Math.round(sum(cadences) / cadences.length));
  });

  it('exports the untimed points without a time, in their segments', () => {
    const gpx = trackToGpx(read.track, { title: 'Bondi', sport: 'run' });
    const back = plainSegments(gpx);
    expect(back.map((s) => s.length)).toEqual(segments.map((s) => s.length));
    expect(back.flat().filter((p) => p.timeMs === null)).toHaveLength(flat.filter((p) => p.timeMs === null).length);
  });
});

describe('a FIT run paused on the watch (timer stop and start events)', () => {
  const { parts, points, pauses } = pausedRun();
  const within = sum(parts.map((part) => sum(steps(part).map(([a, b]) => sphereMetres(a, b)))));
  const joined = sum(steps(points).map(([a, b]) => sphereMetres(a, b)));
  const read = readActivity(toFit(points, { pauses }));

  it('measures the distance within the running stretches, never the walk during a pause', () => {
    expect(joined - within).toBeGreaterThan(1400);
    expect(read.summary.distanceM).toBeCloseTo(within, 0);
    expect(new Set(read.track.segment).size).toBe(3);
    // The same figure as the watch's own session total_distance, which the fixture writes.
    expect(read.summary.distanceM).toBeCloseTo(points.at(-1)!.dist, 0);
  });

  it('counts the pauses as no moving time, and the splits and best efforts within one stretch', () => {
    const moving = sum(parts.map((part) => (part.at(-1)!.timeMs - part[0].timeMs) / 1000));
    expect(read.summary.movingSeconds).toBe(moving);
    expect(read.summary.elapsedSeconds).toBe((points.at(-1)!.timeMs - points[0].timeMs) / 1000);
    expect(sum(read.figures.splitsKm.map((s) => s.movingSeconds!))).toBe(moving);
    expect(read.summary.bestEfforts.map((e) => e.distanceM)).toEqual([1000]);
    // 1 km at the 3 m/s actually run.
    expect(read.summary.bestEfforts[0].seconds).toBeCloseTo(1000 / 3, 0);
  });

  it('leaves out the records a device logs while its timer is stopped', () => {
    const walk = buildRoute({
      start: new Date(parts[0].at(-1)!.timeMs + 60_000),
      startLat: parts[0].at(-1)!.lat,
      lng: -0.11,
      stretches: [{ metres: 300, speed: 1.5 }],
    });
    const logged = readActivity(toFit(points, { pauses: [{ ...pauses[0], logged: walk }, pauses[1]] }));
    expect(logged.track.length).toBe(points.length);
    expect(logged.summary.distanceM).toBeCloseTo(within, 0);
  });

  it('keeps one segment for a FIT file without pauses', () => {
    const plain = readActivity(toFit(parts[0]));
    expect(plain.track.segment).toBeNull();
    expect(plain.summary.distanceM).toBeCloseTo(1500, 0);
  });
});

/** A ride at 1 Hz: 20 minutes at 8 m/s with a known power and cadence at each second. */
function ride() {
  const points = buildRoute({
    start: new Date(Date.UTC(2025, 5, 1, 6)),
    stretches: [{ metres: 9600, speed: 8 }],
    elevation: (d) => 100 + 20 * Math.sin(d / 800),
  });
  // Intervals: 90 s hard, 60 s easy, with coasting (0 W, 0 rpm) every 45th second.
  const power = (i: number) => (i % 45 === 0 ? 0 : i % 150 < 90 ? 310 + (i % 7) * 5 : 140 + (i % 5) * 3);
  const cadence = (i: number) => (i % 45 === 0 ? 0 : 85 + (i % 9));
  return { points, power, cadence };
}

/** Normalised power the long way: every 30-second window's mean, each to the 4th, the mean's 4th root. */
function npByHand(watts: number[]): number {
  const windows: number[] = [];
  for (let end = 30; end <= watts.length; end++) windows.push(sum(watts.slice(end - 30, end)) / 30);
  return Math.sqrt(Math.sqrt(sum(windows.map((w) => w * w * w * w)) / windows.length));
}

describe('rides: power, cadence and the device’s own climb', () => {
  const { points, power, cadence } = ride();
  const watts = points.map((_, i) => power(i));
  const rpm = points.map((_, i) => cadence(i)).filter((c) => c > 0);

  it('normalised power: 30 s rolling average, 4th-power mean, 4th root', () => {
    expect(normalizedPower(watts)).toBeCloseTo(npByHand(watts), 6);
    expect(normalizedPower(Array(29).fill(200))).toBeNull();
    // Steady power normalises to itself; surges weigh more than their average.
    expect(normalizedPower(Array(600).fill(200))).toBeCloseTo(200, 9);
    expect(npByHand(watts)).toBeGreaterThan(sum(watts) / watts.length);
  });

  it('reads power and cadence from a FIT file, and the session’s total ascent over the track’s', () => {
    const fit = toFit(points, { sport: 'cycling', power, cadence, totalAscent: 198, totalDescent: 190 });
    const { summary, file } = readActivity(fit);
    expect(file.sport).toBe('ride');
    expect(summary.avgPower).toBe(Math.round(sum(watts) / watts.length));
    expect(summary.normalizedPower).toBe(Math.round(npByHand(watts)));
    expect(summary.maxPower).toBe(Math.max(...watts));
    expect(summary.avgCadence).toBe(Math.round(sum(rpm) / rpm.length));
    expect(summary).toMatchObject({ elevationGainM: 198, elevationLossM: 190, elevationSource: 'device' });
    // Without the session's totals, the climb is the track's, and says so.
    const plain = readActivity(toFit(points, { sport: 'cycling' })).summary;
    expect(plain.elevationSource).toBe('track');
    expect(plain.elevationGainM).not.toBe(198);
    expect(plain.avgPower).toBeNull();
  });

  it('reads power (TPX Watts) and cadence from a TCX file', () => {
    const tcx = toTcx(points, { sport: 'Biking', power, cadence });
    const { summary } = readActivity(new TextEncoder().encode(tcx));
    expect(summary.avgPower).toBe(Math.round(sum(watts) / watts.length));
    expect(summary.normalizedPower).toBe(Math.round(npByHand(watts)));
    expect(summary.avgCadence).toBe(Math.round(sum(rpm) / rpm.length));
    expect(summary.elevationSource).toBe('track');
  });

  it('reads a GPX power extension', () => {
    const gpx = trackToGpx(readActivity(toFit(points, { sport: 'cycling', power, cadence })).track, {
      title: 'Ride',
      sport: 'ride',
    });
    expect(gpx).toContain('<power>');
    const { summary } = readActivity(new TextEncoder().encode(gpx));
    expect(summary.avgPower).toBe(Math.round(sum(watts) / watts.length));
    expect(summary.avgCadence).toBe(Math.round(sum(rpm) / rpm.length));
  });
});

describe('a file dated before 1990 or in the future', () => {
  const gpxDated = (pointDay: string, metadata: string | null) => {
    const pts = Array.from({ length: 60 }, (_, i) => {
      const t = new Date(Date.parse(`${pointDay}T07:00:00Z`) + i * 5000).toISOString();
      return `<trkpt lat="${(51.5 + i * 0.0001).toFixed(6)}" lon="-0.12"><time>${t}</time></trkpt>`;
    }).join('');
    const meta = metadata ? `<metadata><time>${metadata}</time></metadata>` : '';
    return new TextEncoder().encode(
      `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">${meta}<trk><trkseg>${pts}</trkseg></trk></gpx>`,
    );
  };
  const refusal = (bytes: Uint8Array) => {
    try {
      readActivity(bytes);
    } catch (err) {
      return err as ActivityFileError;
    }
    throw new Error('not refused');
  };

  it('is refused, offering the file’s own plausible date when it names one', () => {
    const old = refusal(gpxDated('1970-01-01', '2018-08-05T07:30:00Z'));
    expect(old).toBeInstanceOf(ActivityDateError);
    expect(old.message).toContain('before 1990');
    expect(old.message).toContain('2018-08-05');
    expect(old.offeredStartMs).toBe(Date.parse('2018-08-05T07:30:00Z'));
    const future = refusal(gpxDated('2099-03-01', '2024-03-01T07:30:00Z'));
    expect(future.offeredStartMs).toBe(Date.parse('2024-03-01T07:30:00Z'));
    // No metadata, or metadata as wrong as the points: the plain refusal.
    expect(refusal(gpxDated('1970-01-01', null)).offeredStartMs).toBeNull();
    expect(refusal(gpxDated('1970-01-01', '1970-01-01T07:00:00Z')).offeredStartMs).toBeNull();
  });

  it('offers a FIT file’s time_created, and a TCX file’s Id only when it is another day', () => {
    const points = buildRoute({ start: new Date(Date.UTC(2099, 2, 1, 7)), stretches: [{ metres: 600, speed: 3 }] });
    const fit = refusal(toFit(points, { timeCreated: new Date(Date.UTC(2024, 2, 1, 7)) }));
    expect(fit.message).toContain('in the future');
    expect(fit.offeredStartMs).toBe(Date.UTC(2024, 2, 1, 7));
    // The TCX fixture's Id is its first point's time: as wrong as the points, so nothing is offered.
    expect(refusal(new TextEncoder().encode(toTcx(points))).offeredStartMs).toBeNull();
  });

  it('moves every point by the same offset when the member chooses a start', () => {
    const chosen = Date.parse('2018-08-05T07:30:00Z');
    const read = readActivity(gpxDated('1970-01-01', '2018-08-05T07:30:00Z'), { startAtMs: chosen });
    expect(read.summary.startedAt.getTime()).toBe(chosen);
    expect(read.summary.elapsedSeconds).toBe(59 * 5);
    expect(read.timeOffsetMs).toBe(chosen - Date.parse('1970-01-01T07:00:00Z'));
    // A file whose dates are fine keeps them.
    expect(() => readActivity(gpxDated('2018-08-05', null), { startAtMs: chosen })).toThrow(ActivityFileError);
  });
});
