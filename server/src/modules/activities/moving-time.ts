import { ACTIVITY_LIMITS as L } from '@common/schemas/activities';
import type { Track } from './track';

/**
 * Seconds of movement up to each point (cumulative). An interval counts when it is at most
 * `pauseGapSeconds` long (a longer gap is a pause: auto-pause, or a stop with the recording
 * paused) and, when the track has a distance, at least `movingMinSpeedMps` fast (standing still:
 * GPS jitter alone rarely reaches 0.5 m/s). Files with neither GPS nor device distance count
 * every short interval.
 */
export function cumulativeMovingSeconds(track: Track): Float64Array {
  const moving = new Float64Array(track.length);
  const hasDistance = track.dist[track.length - 1] > 0;
  for (let i = 1; i < track.length; i++) {
    const dt = (track.timeMs[i] - track.timeMs[i - 1]) / 1000;
    let counted = dt > 0 && dt <= L.pauseGapSeconds;
    if (counted && hasDistance) counted = (track.dist[i] - track.dist[i - 1]) / dt >= L.movingMinSpeedMps;
    moving[i] = moving[i - 1] + (counted ? dt : 0);
  }
  return moving;
}
