import { ACTIVITY_LIMITS, type ActivityDetail } from '@common/schemas/activities';
import { bestEfforts } from './best-efforts';
import { smoothedElevation } from './elevation';
import { cumulativeMovingSeconds } from './moving-time';
import { buildSeries } from './series';
import { KM, MILE, splitsOf } from './splits';
import type { Track } from './track';

/** The part of the page that comes from the track, stored ready to send. */
export type PagePayload = Pick<ActivityDetail, 'routeTrimmed' | 'splitsKm' | 'splitsMi' | 'bestEfforts' | 'series'>;

/**
 * The page's track-derived part for one kind of viewer, as JSON text: the points `mask` lets
 * through (everything for the owner; outside the privacy zones for everyone else), thinned for
 * the map and charts. Splits and best efforts reveal no place, so they come from every point.
 * Computed at import and when zones change, so a page read costs one small row, not the track.
 */
export function buildPagePayload(track: Track, mask: Uint8Array): string {
  const moving = cumulativeMovingSeconds(track);
  const elevation = smoothedElevation(track);
  const payload: PagePayload = {
    routeTrimmed: mask.includes(0),
    splitsKm: splitsOf(track, KM, moving, elevation),
    splitsMi: splitsOf(track, MILE, moving, elevation),
    bestEfforts: bestEfforts(track, ACTIVITY_LIMITS.bestEffortDistances),
    series: buildSeries(track, mask, elevation),
  };
  return JSON.stringify(payload);
}
