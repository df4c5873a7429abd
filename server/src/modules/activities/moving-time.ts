import { ACTIVITY_LIMITS as L } from '@common/schemas/activities';
import { isTimedStep } from './stretches';
import type { Track } from './track';

/**
 * Seconds of movement up to each point (cumulative). A step counts when both its points have a
 * time and lie in one track segment (the time between segments is a pause), it is at most
 * `pauseGapSeconds` long (a longer gap is a pause: auto-pause, or a stop with the recording
 * paused) and, when the track has a distance, at least `movingMinSpeedMps` fast (standing still:
 * GPS jitter alone rarely reaches 0.5 m/s). Files with neither GPS nor device distance count
 * every short interval. An untimed point carries the count of the point before it.
 */
export function cumulativeMovingSeconds(track: Track): Float64Array {
  const moving = new Float64Array(track.length);
  const hasDistance = track.dist[track.length - 1] > 0;
  for (let i = 1; i < track.length; i++) {
    let counted = 0;
    if (isTimedStep(track, i)) {
      const dt = (track.timeMs[i] - track.timeMs[i - 1]) / 1000;
      let moved = dt > 0 && dt <= L.pauseGapSeconds;
      if (moved && hasDistance) moved = (track.dist[i] - track.dist[i - 1]) / dt >= L.movingMinSpeedMps;
      if (moved) counted = dt;
    }
    moving[i] = moving[i - 1] + counted;
  }
  return moving;
}
