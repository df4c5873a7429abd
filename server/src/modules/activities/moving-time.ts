import { ACTIVITY_LIMITS as L } from '@common/schemas/activities';
import { stoppedSteps } from './standstill';
import { isTimedStep } from './stretches';
import type { Track } from './track';

/**
 * Seconds of movement up to each point (cumulative). A step counts when both its points have a
 * time and lie in one track segment (the time between segments is a pause) and, when the track
 * has positions or a distance, standstill.ts does not find it stopped: the same steps build-track
 * leaves out of the distance, so pace is distance over moving time with neither holding a stop.
 * That rule also decides a long step (auto-pause, or sparse sampling on the move) by its speed.
 * Files with neither GPS nor device distance cannot tell, and count every interval up to
 * `pauseGapSeconds` (a longer gap is a pause). An untimed point carries the count of the point
 * before it.
 */
export function cumulativeMovingSeconds(track: Track): Float64Array {
  const moving = new Float64Array(track.length);
  const measured = track.lat !== null || track.dist[track.length - 1] > 0;
  const stopped = measured ? stoppedSteps(track) : null;
  for (let i = 1; i < track.length; i++) {
    let counted = 0;
    if (isTimedStep(track, i)) {
      const dt = (track.timeMs[i] - track.timeMs[i - 1]) / 1000;
      const moved = dt > 0 && (stopped ? stopped[i] === 0 : dt <= L.pauseGapSeconds);
      if (moved) counted = dt;
    }
    moving[i] = moving[i - 1] + counted;
  }
  return moving;
}
