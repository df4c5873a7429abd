import type { ActivityDetail, ActivitySummary } from '@common/schemas/activities';
import { ACTIVITY_LIMITS } from '@common/schemas/activities';
import { presentUserSummary } from '../users/presenter';
import type { ActivityAccess } from './access';
import type { ActivityRow } from './activity-row';
import { bestEfforts } from './best-efforts';
import { smoothedElevation } from './elevation';
import { cumulativeMovingSeconds } from './moving-time';
import { everyPoint, visibleMask } from './privacy-zones';
import type { ActivityWithTrack } from './repository';
import { buildSeries } from './series';
import { KM, MILE, splitsOf } from './splits';
import { decodeTrack } from './track-codec';

export function presentActivity(row: ActivityRow): ActivitySummary {
  return {
    id: row.id,
    userId: row.user_id,
    sport: row.sport,
    title: row.title,
    visibility: row.visibility,
    startedAt: row.started_at.toISOString(),
    distanceM: row.distance_m,
    elapsedSeconds: row.elapsed_s,
    movingSeconds: row.moving_s,
    elevationGainM: row.elevation_gain_m,
    elevationLossM: row.elevation_loss_m,
    avgHeartRate: row.avg_heart_rate,
    maxHeartRate: row.max_heart_rate,
    hasGps: row.has_gps,
    preview: row.preview,
  };
}

/**
 * The activity page for one viewer. The track is filtered on the server: for anyone but the
 * owner, points inside the owner's privacy zones never leave it, so the map, the charts and the
 * start and finish markers (the first and last points sent) show only what is outside them.
 * Figures that reveal no place (distance, times, splits, best efforts) come from every point.
 */
export function presentActivityDetail(row: ActivityWithTrack, access: ActivityAccess): ActivityDetail {
  const track = decodeTrack(row);
  const mask = access.isOwner ? everyPoint(track) : visibleMask(track, access.zones);
  const moving = cumulativeMovingSeconds(track);
  const elevation = smoothedElevation(track);
  const hidden = mask.includes(0);
  return {
    ...presentActivity(row),
    user: presentUserSummary(row.owner),
    format: row.format,
    fileName: access.isOwner ? row.file_name : `${row.id}.${row.format}`,
    isOwner: access.isOwner,
    routeTrimmed: hidden,
    splitsKm: splitsOf(track, KM, moving, elevation),
    splitsMi: splitsOf(track, MILE, moving, elevation),
    bestEfforts: row.sport === 'run' ? bestEfforts(track, ACTIVITY_LIMITS.bestEffortDistances) : [],
    series: buildSeries(track, mask),
    postId: row.post_id,
  };
}
