import type { BestEffort, ElevationSource } from '@common/schemas/activities';
import { trackGainAndLoss } from './elevation';
import type { ParsedFile } from './parsed-file';
import { firstTimed, lastTimed, type Track } from './track';
import type { TrackFigures } from './track-figures';

/** The figures stored with an activity, computed once from every point at import. */
export interface TrackSummary {
  startedAt: Date;
  /** Null when the file gave neither positions nor a distance of its own: unknown, not 0. */
  distanceM: number | null;
  /** Of distanceM, the metres the file gave no times for. */
  untimedDistanceM: number;
  /** Null when the file's times span no second (one point): no duration is known, not 0. */
  elapsedSeconds: number | null;
  /** Null exactly when elapsedSeconds is. */
  movingSeconds: number | null;
  elevationGainM: number | null;
  elevationLossM: number | null;
  elevationSource: ElevationSource | null;
  avgHeartRate: number | null;
  maxHeartRate: number | null;
  avgPower: number | null;
  normalizedPower: number | null;
  maxPower: number | null;
  avgCadence: number | null;
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

/**
 * Climb and descent: the device's own totals when the file has them (a FIT session's total ascent
 * and descent, barometric on most devices), else worked out from the track's elevations; and
 * which it was.
 */
function elevationOf(
  track: Track,
  figures: TrackFigures,
  device: ParsedFile['deviceElevation'],
): Pick<TrackSummary, 'elevationGainM' | 'elevationLossM' | 'elevationSource'> {
  const fromTrack = trackGainAndLoss(track, figures.elevation);
  if (device) {
    // Both figures carry one label: a device that wrote no descent gives none (not the track's).
    return {
      elevationGainM: Math.round(device.gainM),
      elevationLossM: device.lossM === null ? null : Math.round(device.lossM),
      elevationSource: 'device',
    };
  }
  if (!fromTrack) return { elevationGainM: null, elevationLossM: null, elevationSource: null };
  return {
    elevationGainM: Math.round(fromTrack.gain),
    elevationLossM: Math.round(fromTrack.loss),
    elevationSource: 'track',
  };
}

export function summarizeTrack(
  track: Track,
  figures: TrackFigures,
  file: Pick<ParsedFile, 'deviceElevation'> = { deviceElevation: null },
): TrackSummary {
  const n = track.length;
  const [first, last] = [firstTimed(track), lastTimed(track)];
  const hr = heartRates(track.hr);
  const distanceM = Math.round(track.dist[n - 1] * 10) / 10;
  // A duration needs two times: a file whose times all fall in one second (one point, or one
  // timed point) says nothing of how long the member was out. Its elapsed and moving times are
  // unknown, not 0 (migration 0235 finds the stored ones by the same rule: elapsed_s = 0).
  const elapsedS = Math.round((track.timeMs[last] - track.timeMs[first]) / 1000);
  const timed = elapsedS > 0;
  return {
    startedAt: new Date(track.timeMs[first]),
    // With GPS, a total of 0 is what was measured (standing still); without, it is a device that
    // measured no distance (or a file without any), which says nothing. One point says nothing
    // either: a distance needs two.
    distanceM: n > 1 && (track.lat !== null || distanceM > 0) ? distanceM : null,
    untimedDistanceM: Math.round(figures.untimed[n - 1] * 10) / 10,
    elapsedSeconds: timed ? elapsedS : null,
    movingSeconds: timed ? Math.round(figures.moving[n - 1]) : null,
    ...elevationOf(track, figures, file.deviceElevation),
    avgHeartRate: hr.avg,
    maxHeartRate: hr.max,
    ...figures.power,
    hasGps: track.lat !== null,
    pointCount: n,
    bestEfforts: figures.bestEfforts,
  };
}
