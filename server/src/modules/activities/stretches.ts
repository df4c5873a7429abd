import { visibleRuns } from './privacy-zones';
import { isTimed, startsSegment, type Track } from './track';

/** [first, last] index ranges of the track's segments, in order (one range for a single segment). */
export function segmentRanges(track: Track): [number, number][] {
  const ranges: [number, number][] = [];
  let start = 0;
  for (let i = 1; i <= track.length; i++) {
    if (i === track.length || startsSegment(track, i)) {
      ranges.push([start, i - 1]);
      start = i;
    }
  }
  return ranges;
}

/** Whether the step from point i-1 to point i is movement with known times: one segment, both timed. */
export const isTimedStep = (track: Track, i: number) =>
  i > 0 && !startsSegment(track, i) && isTimed(track, i) && isTimed(track, i - 1);

/**
 * [first, last] ranges of consecutive timed points within one segment (at least two points): the
 * stretches where a time figure (a best effort, a split's time) can be measured.
 */
export function timedRuns(track: Track): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  for (let i = 0; i <= track.length; i++) {
    const continues = i < track.length && start >= 0 && isTimedStep(track, i);
    if (continues) continue;
    if (start >= 0 && i - 1 > start) runs.push([start, i - 1]);
    start = i < track.length && isTimed(track, i) ? i : -1;
  }
  return runs;
}

/**
 * Metres covered up to each point (cumulative) in steps the file gave no time for (one end or both
 * untimed): part of the route and its distance, of no time figure.
 */
export function cumulativeUntimedDistance(track: Track): Float64Array {
  const out = new Float64Array(track.length);
  for (let i = 1; i < track.length; i++) {
    const untimed = !isTimed(track, i) || !isTimed(track, i - 1);
    out[i] = out[i - 1] + (untimed && !startsSegment(track, i) ? track.dist[i] - track.dist[i - 1] : 0);
  }
  return out;
}

/**
 * The parts to draw: the runs `mask` lets through, cut again wherever the file starts a new track
 * segment (the map draws no line across a gap in the recording).
 */
export function drawnRuns(track: Track, mask: Uint8Array): [number, number][] {
  const runs = visibleRuns(mask);
  const { segment } = track;
  if (!segment) return runs;
  const out: [number, number][] = [];
  for (const [a, b] of runs) {
    let start = a;
    for (let i = a + 1; i <= b; i++) {
      if (segment[i] !== segment[i - 1]) {
        out.push([start, i - 1]);
        start = i;
      }
    }
    out.push([start, b]);
  }
  return out;
}
