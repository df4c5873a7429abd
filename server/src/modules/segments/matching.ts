import { SEGMENT_LIMITS } from '@common/schemas/segments';
import type { Track } from '../activities';
import { closestOnEdge, projectionAt } from './geometry';
import { EdgeGrid } from './grid';

// The matching rule (docs/decisions/0028-segments.md), written once: an activity rode or
// ran a segment when its route passes within GATE_M of the segment's start, later within GATE_M of
// its end, and every point in between stays within CORRIDOR_M of the segment's path, over a
// stretch whose length is within LENGTH_TOLERANCE of the segment's. Each traversal is an effort,
// timed between the closest approaches to the two gates (linear between the points around them).

const { gateM: GATE_M, corridorM: CORRIDOR_M, lengthTolerance: LENGTH_TOLERANCE } = SEGMENT_LIMITS;
const M_PER_DEG = 111_195;
/** Cells of the track's grid, degrees of latitude (about 220 m). */
const TRACK_CELL_DEG = 0.002;
/** Cells of a segment's grid, metres: at least the corridor, so a point's 3 x 3 cells hold every edge near it. */
const PATH_CELL_M = 50;

/** What matching reads of a segment: its path (first point: the start gate; last: the end gate). */
export interface SegmentShape {
  id: number;
  distanceM: number;
  lat: Float64Array;
  lng: Float64Array;
}

export interface MatchedEffort {
  segmentId: number;
  /** 1, 2, 3...: the traversal within the activity. */
  lap: number;
  /** Unix ms at the start gate. */
  startMs: number;
  elapsedSeconds: number;
  /** Metres along the activity at the two gates. */
  startM: number;
  endM: number;
}

type GpsTrack = Pick<Track, 'length' | 'timeMs' | 'dist' | 'segment'> & { lat: Float64Array; lng: Float64Array };

/** A track made ready for matching against many segments: a grid of its edges, built once. */
export interface IndexedTrack {
  track: GpsTrack;
  grid: EdgeGrid;
  cellLng: number;
}

/**
 * An edge joins points i and i+1 of the same track segment: the step across a gap in the
 * recording (a new `<trkseg>`) is no movement, so a gate is never crossed there.
 */
const isEdge = (t: GpsTrack, i: number) => t.segment === null || t.segment[i] === t.segment[i + 1];

/** The track ready for matching; null without GPS. */
export function indexTrack(track: Track): IndexedTrack | null {
  if (!track.lat || !track.lng || track.length < 2) return null;
  const t = track as GpsTrack;
  let sum = 0;
  for (let i = 0; i < t.length; i++) sum += t.lat[i];
  const cellLng = TRACK_CELL_DEG / Math.max(0.01, Math.cos(((sum / t.length) * Math.PI) / 180));
  const grid = new EdgeGrid(cellLng, TRACK_CELL_DEG);
  for (let i = 0; i + 1 < t.length; i++) {
    // An edge across the antimeridian is left out of the grid (it would span the whole world).
    if (isEdge(t, i) && Math.abs(t.lng[i + 1] - t.lng[i]) < 180)
      grid.add(i, t.lng[i], t.lat[i], t.lng[i + 1], t.lat[i + 1]);
  }
  return { track: t, grid, cellLng };
}

/** A pass of the track near a gate: the closest approach within a run of consecutive edges. */
interface Visit {
  /** The edge (points i, i+1) and the fraction along it of the closest approach. */
  edge: number;
  t: number;
  /** Metres along the track there, and Unix ms (NaN when either point around it has no time). */
  distM: number;
  timeMs: number;
}

const lerp = (a: number, b: number, t: number) => (t === 0 ? a : t === 1 ? b : a + t * (b - a));

function visits(ix: IndexedTrack, lat: number, lng: number): Visit[] {
  const { track: t, grid } = ix;
  const marginLat = GATE_M / M_PER_DEG;
  const marginLng = marginLat / Math.max(0.01, Math.cos((lat * Math.PI) / 180));
  const edges = grid.near(lng - marginLng, lat - marginLat, lng + marginLng, lat + marginLat);
  const p = projectionAt(lat, lng);
  const found: Visit[] = [];
  let best: { edge: number; t: number; d: number } | null = null;
  let previous = -2;
  const close = () => {
    if (!best) return;
    const i = best.edge;
    found.push({
      edge: i,
      t: best.t,
      distM: lerp(t.dist[i], t.dist[i + 1], best.t),
      timeMs: lerp(t.timeMs[i], t.timeMs[i + 1], best.t),
    });
    best = null;
  };
  for (const i of edges) {
    const c = closestOnEdge(
      0,
      0,
      p.x(t.lat[i], t.lng[i]),
      p.y(t.lat[i]),
      p.x(t.lat[i + 1], t.lng[i + 1]),
      p.y(t.lat[i + 1]),
    );
    if (c.d > GATE_M) continue;
    // A new pass starts when this edge does not follow the last close one.
    if (i !== previous + 1) close();
    if (!best || c.d < best.d) best = { edge: i, t: c.t, d: c.d };
    previous = i;
  }
  close();
  return found;
}

/** The segment's path in its own plane, with a grid of its edges (built once per match). */
interface PreparedPath {
  project: ReturnType<typeof projectionAt>;
  xs: Float64Array;
  ys: Float64Array;
  grid: EdgeGrid;
}

function preparePath(seg: SegmentShape): PreparedPath {
  const project = projectionAt(seg.lat[0], seg.lng[0]);
  const n = seg.lat.length;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  const grid = new EdgeGrid(PATH_CELL_M, PATH_CELL_M);
  for (let k = 0; k < n; k++) {
    xs[k] = project.x(seg.lat[k], seg.lng[k]);
    ys[k] = project.y(seg.lat[k]);
    if (k > 0) grid.add(k - 1, xs[k - 1], ys[k - 1], xs[k], ys[k]);
  }
  return { project, xs, ys, grid };
}

/** Whether every point from `from` to `to` stays within the corridor around the segment's path. */
function staysOnPath(t: GpsTrack, path: PreparedPath, from: number, to: number): boolean {
  const { project, xs, ys, grid } = path;
  for (let i = from; i <= to; i++) {
    const x = project.x(t.lat[i], t.lng[i]);
    const y = project.y(t.lat[i]);
    let near = false;
    for (const k of grid.near(x, y, x, y)) {
      if (closestOnEdge(x, y, xs[k], ys[k], xs[k + 1], ys[k + 1]).d <= CORRIDOR_M) {
        near = true;
        break;
      }
    }
    if (!near) return false;
  }
  return true;
}

const gpxSegment = (t: GpsTrack, i: number) => (t.segment === null ? 0 : t.segment[i]);

/** Every traversal of the segment in the track, in order (laps), with its time; none for a reversed route. */
export function matchSegment(ix: IndexedTrack, seg: SegmentShape): MatchedEffort[] {
  const t = ix.track;
  const n = seg.lat.length;
  const starts = visits(ix, seg.lat[0], seg.lng[0]);
  if (starts.length === 0) return [];
  const ends = visits(ix, seg.lat[n - 1], seg.lng[n - 1]);
  const minM = seg.distanceM * (1 - LENGTH_TOLERANCE);
  const maxM = seg.distanceM * (1 + LENGTH_TOLERANCE);
  const pairs: { start: Visit; end: Visit }[] = [];
  let path: PreparedPath | null = null;
  for (const start of starts) {
    for (const end of ends) {
      if (end.edge < start.edge || (end.edge === start.edge && end.t <= start.t)) continue;
      // A gap in the recording between the gates: the stretch was not covered in one go.
      if (gpxSegment(t, end.edge) !== gpxSegment(t, start.edge)) break;
      const length = end.distM - start.distM;
      if (length < minM) continue;
      if (length > maxM) break;
      // A later end gate would include the same straying points: no match from this start.
      path ??= preparePath(seg);
      if (!staysOnPath(t, path, start.edge + 1, end.edge)) break;
      // Two passes of the start gate before one pass of the end: the later start is the traversal.
      if (pairs.length > 0 && pairs[pairs.length - 1].end === end) pairs.pop();
      pairs.push({ start, end });
      break;
    }
  }
  const efforts: MatchedEffort[] = [];
  for (const { start, end } of pairs) {
    // No time at a gate (an untimed point next to it): no effort, never an invented time.
    const elapsed = (end.timeMs - start.timeMs) / 1000;
    if (!Number.isFinite(elapsed) || elapsed <= 0) continue;
    efforts.push({
      segmentId: seg.id,
      lap: efforts.length + 1,
      startMs: start.timeMs,
      elapsedSeconds: elapsed,
      startM: start.distM,
      endM: end.distM,
    });
  }
  return efforts;
}
