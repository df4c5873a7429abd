import type { BestEffort } from '@common/schemas/activities';
import { gainAndLoss } from './elevation';
import type { Track } from './track';
import type { TrackFigures } from './track-figures';

/** The figures stored with an activity, computed once from every point at import. */
export interface TrackSummary {
  startedAt: Date;
  distanceM: number;
  elapsedSeconds: number;
  movingSeconds: number;
  elevationGainM: number | null;
  elevationLossM: number | null;
  avgHeartRate: number | null;
  maxHeartRate: number | null;
  hasGps: boolean;
  pointCount: number;
  bestEfforts: BestEffort[];
}

function heartRates(hr: Uint8Array | null): { avg: number | null; max: number | null } {
  if (!hr) return { avg: null, max: null };
  let sum = 0;
  let count = 0;
  let max = 0;
  for (const v of hr) {
    if (v === 0) continue;
    sum += v;
    count++;
    if (v > max) max = v;
  }
  return count ? { avg: Math.round(sum / count), max } : { avg: null, max: null };
}

export function summarizeTrack(track: Track, figures: TrackFigures): TrackSummary {
  const n = track.length;
  const { moving } = figures;
  const elevation = gainAndLoss(figures.elevation);
  const hr = heartRates(track.hr);
  return {
    startedAt: new Date(track.timeMs[0]),
    distanceM: Math.round(track.dist[n - 1] * 10) / 10,
    elapsedSeconds: Math.round((track.timeMs[n - 1] - track.timeMs[0]) / 1000),
    movingSeconds: Math.round(moving[n - 1]),
    elevationGainM: elevation ? Math.round(elevation.gain) : null,
    elevationLossM: elevation ? Math.round(elevation.loss) : null,
    avgHeartRate: hr.avg,
    maxHeartRate: hr.max,
    hasGps: track.lat !== null,
    pointCount: n,
    bestEfforts: figures.bestEfforts,
  };
}
