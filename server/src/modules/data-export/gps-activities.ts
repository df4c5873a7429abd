import type { Readable } from 'node:stream';
import type { Queryable } from '../../db/pool';
import { activityToGpx } from '../activities';

// GPS activities in the export (issues 14 and 15): each activity with a route becomes
// activities/<date>-<id>.gpx in the zip (the whole route: the owner's own data, privacy zones are
// for other viewers), and fitcircle-export.json lists every activity, with or without a route.

export interface ExportFile {
  /** The file's path inside the zip. */
  path: string;
  /** What fitcircle-export.json says about it (the file's path is added). */
  summary: Record<string, unknown>;
  /** Opened only when the zip reaches this entry. */
  content: () => Promise<string | Readable>;
}

interface ActivitySummaryRow {
  id: string;
  title: string;
  sport: string | null;
  started_at: Date;
  distance_m: number | null;
  /** Both null for a file of one instant (a single point): unknown, and exported as null. */
  moving_s: number | null;
  elapsed_s: number | null;
  has_gps: boolean;
}

/** Where an activity's GPX is in the zip. */
export const gpxPathOf = (startedAt: Date, id: number) =>
  `activities/${startedAt.toISOString().slice(0, 10)}-${id}.gpx`;

/**
 * The member's activities with a route, oldest first. One small row per activity (no track
 * data); each GPX is read only when the zip reaches it, so memory holds one route at a time.
 */
export async function activityExportFiles(db: Queryable, userId: number): Promise<ExportFile[]> {
  const { rows } = await db.query<ActivitySummaryRow>(
    `select id::text, title, sport, started_at, distance_m, moving_s, elapsed_s, has_gps
     from activities where user_id = $1 and has_gps order by started_at, id`,
    [userId],
  );
  return rows.map((a) => ({
    path: gpxPathOf(a.started_at, Number(a.id)),
    summary: {
      title: a.title,
      sport: a.sport,
      startedAt: a.started_at.toISOString(),
      distanceKm: a.distance_m === null ? null : Math.round(a.distance_m) / 1000,
      movingSeconds: a.moving_s,
      elapsedSeconds: a.elapsed_s,
    },
    content: async () => (await activityToGpx(db, Number(a.id))) ?? '',
  }));
}
