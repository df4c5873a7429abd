import type { ActivityFormat, ElevationSource, RoutePreview, Sport } from '@common/schemas/activities';
import type { PrivacyChoice } from '@common/vocab';

/** An activities row as the repository reads it. */
export interface ActivityRow {
  id: number;
  user_id: number;
  sport: Sport | null;
  title: string;
  visibility: PrivacyChoice;
  format: ActivityFormat;
  file_key: string;
  file_name: string;
  started_at: Date;
  distance_m: number | null;
  /** Null when the file's times span no second (one point): unknown, not 0. */
  elapsed_s: number | null;
  moving_s: number | null;
  elevation_gain_m: number | null;
  elevation_loss_m: number | null;
  elevation_source: ElevationSource | null;
  untimed_distance_m: number;
  avg_power: number | null;
  normalized_power: number | null;
  max_power: number | null;
  avg_cadence: number | null;
  avg_heart_rate: number | null;
  max_heart_rate: number | null;
  has_gps: boolean;
  point_count: number;
  preview: RoutePreview | null;
  created_at: Date;
}

export const ACTIVITY_COLUMNS = `a.id, a.user_id, a.sport, a.title, a.visibility, a.format, a.file_key, a.file_name,
  a.started_at, a.distance_m, a.elapsed_s, a.moving_s, a.elevation_gain_m, a.elevation_loss_m, a.avg_heart_rate,
  a.max_heart_rate, a.has_gps, a.point_count, a.preview, a.created_at, a.elevation_source, a.untimed_distance_m,
  a.avg_power, a.normalized_power, a.max_power, a.avg_cadence`;
