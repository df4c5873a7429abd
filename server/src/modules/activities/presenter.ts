import type { ActivityDetail, ActivitySummary } from '@common/schemas/activities';
import { presentUserSummary } from '../users';
import type { ActivityRow } from './activity-row';
import type { PagePayload } from './page-payload';
import type { ActivityPageRow } from './repository';

export function presentActivity(row: ActivityRow): ActivitySummary {
  return {
    id: row.id,
    userId: row.user_id,
    sport: row.sport,
    title: row.title,
    visibility: row.visibility,
    startedAt: row.started_at.toISOString(),
    distanceM: row.distance_m,
    untimedDistanceM: row.untimed_distance_m,
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
 * The activity page (ActivityDetail) as JSON text: the summary fields, then the stored page part
 * spliced in as it is (tens of kilobytes that need no parsing and no second serialisation). The
 * row carries the owner's part for the owner and the privacy-filtered part for anyone else.
 */
export function activityDetailJson(
  row: ActivityPageRow,
  isOwner: boolean,
  added: Record<string, unknown> = {},
): string {
  // Every field but those of the stored part and those other modules' sections add (hooks.ts).
  const head = {
    ...presentActivity(row),
    user: presentUserSummary(row.owner),
    format: row.format,
    // Another member gets a neutral name: the member's own file name may say where they live.
    fileName: isOwner ? row.file_name : `${row.id}.${row.format}`,
    isOwner,
    postId: row.post_id,
    avgPower: row.avg_power,
    normalizedPower: row.normalized_power,
    maxPower: row.max_power,
    avgCadence: row.avg_cadence,
    elevationSource: row.elevation_source,
    // What other modules add to the page (hooks.ts), ahead of the stored track-derived part.
    ...added,
  } satisfies Partial<Omit<ActivityDetail, keyof PagePayload>>;
  return `${JSON.stringify(head).slice(0, -1)},${row.page.slice(1)}`;
}
