import { ACTIVITY_LIMITS, type BestEffort, type Split } from '@common/schemas/activities';
import { bestEfforts } from './best-efforts';
import { smoothedElevation } from './elevation';
import { cumulativeMovingSeconds } from './moving-time';
import { type PowerFigures, powerFigures } from './power';
import { KM, MILE, splitsOf } from './splits';
import { cumulativeUntimedDistance } from './stretches';
import type { Track } from './track';

/**
 * What an activity's track yields, worked out once per import (issue 31): the moving time point by
 * point, the distance without times, the smoothed elevation, the best efforts, the splits and the
 * power. The stored summary and both stored pages (the owner's, and everyone else's with the
 * privacy zones cut) are made from it; a page read only reads what was stored.
 */
export interface TrackFigures {
  moving: Float64Array;
  /** Cumulative metres covered where the file gave no times. */
  untimed: Float64Array;
  elevation: Float64Array | null;
  bestEfforts: BestEffort[];
  splitsKm: Split[];
  splitsMi: Split[];
  power: PowerFigures;
}

export function trackFigures(track: Track): TrackFigures {
  const moving = cumulativeMovingSeconds(track);
  const untimed = cumulativeUntimedDistance(track);
  const elevation = smoothedElevation(track);
  return {
    moving,
    untimed,
    elevation,
    bestEfforts: bestEfforts(track, ACTIVITY_LIMITS.bestEffortDistances),
    splitsKm: splitsOf(track, KM, moving, elevation, untimed),
    splitsMi: splitsOf(track, MILE, moving, elevation, untimed),
    power: powerFigures(track),
  };
}
