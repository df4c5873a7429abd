import { z } from 'zod';
import { ACTIVITY_LIMITS } from '../activities-limits';
import { ACTIVITY_MESSAGES as M } from '../activities-texts';
import { SPORTS, type Sport } from '../activity-sports';
import { POST_LIMITS } from '../post-limits';
import { POST_MESSAGES } from '../posts-texts';
import { hasVisibleText } from '../visible-text';
import { PRIVACY_CHOICES, type PrivacyChoice } from '../vocab';
import { idTextSchema } from './id';
import type { UserSummary } from './user';

// Activities (issue 14): GPS runs and rides imported from files. One contract for the routes, the
// upload dialog and the pages.

// In a zod-free module so a feed's activity card does not bring the schema library; re-exported here.
export { formatStopwatch, SPORT_LABELS, SPORTS, type Sport } from '../activity-sports';

export const ACTIVITY_FORMATS = ['gpx', 'tcx', 'fit'] as const;
export type ActivityFormat = (typeof ACTIVITY_FORMATS)[number];

/** Where an activity's climb comes from: the device's own totals (a FIT session), or the track's elevations. */
export const ELEVATION_SOURCES = ['device', 'track'] as const;
export type ElevationSource = (typeof ELEVATION_SOURCES)[number];

// In the zod-free ../activities-limits.ts, so the texts can state them; re-exported here for their users.
export { ACTIVITY_LIMITS };

const BEST_EFFORT_LABELS: Record<number, string> = {
  1000: '1 km',
  5000: '5 km',
  10000: '10 km',
  21098: 'Half marathon',
};

/** '5 km', 'Half marathon' (stored distances are whole metres: 21,098 for the half). */
export function bestEffortLabel(distanceM: number): string {
  return BEST_EFFORT_LABELS[Math.round(distanceM)] ?? `${Math.round(distanceM)} m`;
}

/**
 * The route thumbnail: a polyline per visible part, in a box of `width` x `height` whose longer
 * side is 100 units (an equirectangular projection around the middle latitude of `bounds`).
 */
export interface RoutePreview {
  width: number;
  height: number;
  /** SVG path data ("M x y L x y ..."), one move per visible part of the route. */
  path: string;
  /** [minLat, minLng, maxLat, maxLng] of the drawn (visible) points: x grows east, y south. */
  bounds: [number, number, number, number];
}

/** What a feed card, a list row and the page header show of an activity. */
export interface ActivitySummary {
  id: number;
  userId: number;
  sport: Sport | null;
  title: string;
  visibility: PrivacyChoice;
  startedAt: string;
  /** Null when the file gave neither positions nor a distance: unknown, never 0. */
  distanceM: number | null;
  /** Of distanceM, the metres the file gave no times for (0: every point timed). Pace uses the rest. */
  untimedDistanceM: number;
  /** Null when the file's times span no second (a file of one point): unknown, never 0. */
  elapsedSeconds: number | null;
  /** Null exactly when elapsedSeconds is: no pace or speed then. */
  movingSeconds: number | null;
  elevationGainM: number | null;
  elevationLossM: number | null;
  avgHeartRate: number | null;
  maxHeartRate: number | null;
  hasGps: boolean;
  preview: RoutePreview | null;
}

/** The activity as the feed card carries it (a post that shares it). */
export type ActivityCard = Pick<
  ActivitySummary,
  | 'id'
  | 'sport'
  | 'title'
  | 'distanceM'
  | 'untimedDistanceM'
  | 'movingSeconds'
  | 'elapsedSeconds'
  | 'elevationGainM'
  | 'preview'
>;

export interface Split {
  /** 1, 2, 3...; the last one may be partial. */
  index: number;
  /** Metres covered in this split (the unit's length, less for the last). */
  distanceM: number;
  /** Null when part of the split has no times in the file (never an invented time). */
  movingSeconds: number | null;
  elevationChangeM: number | null;
  avgHeartRate: number | null;
}

export interface BestEffort {
  distanceM: number;
  seconds: number;
  startM: number;
  endM: number;
}

/**
 * The points the page draws (at most ACTIVITY_LIMITS.seriesMaxPoints, evenly picked), as columns.
 * `segment` numbers the visible parts: a new number starts where privacy zones cut the route or
 * where the file starts a new track segment, and the map and charts do not join points across it. Without GPS, lat and lng are null.
 */
export interface ActivitySeries {
  segment: number[];
  distanceM: number[];
  /** Null for a point the file gave no time. */
  elapsedSeconds: (number | null)[];
  lat: (number | null)[];
  lng: (number | null)[];
  elevationM: (number | null)[];
  heartRate: (number | null)[];
  /** Smoothed speed, metres per second. */
  speedMps: (number | null)[];
  /** Watts (smoothed over ±10 s), where the file has power. */
  power: (number | null)[];
  /** Revolutions (or steps) per minute, where the file has cadence. */
  cadence: (number | null)[];
}

export interface ActivityDetail extends ActivitySummary {
  user: UserSummary;
  format: ActivityFormat;
  fileName: string;
  isOwner: boolean;
  /** Whether privacy zones removed part of the route for this viewer. */
  routeTrimmed: boolean;
  /** Average and normalised power, highest power (watts) and average cadence, where the file has them. */
  avgPower: number | null;
  normalizedPower: number | null;
  maxPower: number | null;
  avgCadence: number | null;
  /** Where elevationGainM and elevationLossM come from; null without elevation. */
  elevationSource: ElevationSource | null;
  splitsKm: Split[];
  splitsMi: Split[];
  bestEfforts: BestEffort[];
  series: ActivitySeries;
  /** The post that shares this activity, if any. */
  postId: number | null;
  /** Time in heart-rate zones (issue 32; the owner's page, null without heart rate or a known max). */
  heartRateZones: import('./training').ActivityHeartRateZones | null;
  /** Effort rating and training load (issue 32; the owner's page only). */
  training: import('./training').ActivityTraining | null;
  /** The segments this activity matched (issue 32; segments module), each with its rank and PR mark. */
  segmentEfforts: import('./segments').ActivitySegmentEffort[];
}

export interface UploadedActivity {
  activity: ActivitySummary;
  /** True when this member had already uploaded the same file: nothing new was stored. */
  duplicate: boolean;
  /**
   * True when the duplicate is another file of an activity already there (the same recording
   * from another device or format, mostly at the same time): `activity` is the one kept.
   */
  sameTime: boolean;
  /** Best efforts of this activity that beat every earlier run (notified too). */
  newRecords: BestEffort[];
}

export interface PrivacyZone {
  id: number;
  label: string;
  lat: number;
  lng: number;
  radiusM: number;
  createdAt: string;
}

export interface ApiToken {
  id: number;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** POST /api/api-tokens answers the secret once; it is never shown again. */
export interface CreatedApiToken extends ApiToken {
  token: string;
}

export interface ActivityRecord extends BestEffort {
  activityId: number;
  activityTitle: string;
  startedAt: string;
}

export interface ActivityTotals {
  sport: Sport | null;
  /** Start of the week (Monday) or month, YYYY-MM-DD. */
  period: string;
  count: number;
  /** The sum of the known distances; null when no activity of the period has one. */
  distanceM: number | null;
  /** The sum of the known moving times; null when no activity of the period has one. */
  movingSeconds: number | null;
}

// The title is the activity's heading, link and feed card: one of only invisible characters would
// show empty, whether typed at upload or in a rename.
const title = z
  .string()
  .trim()
  .min(1, M.titleRequired)
  .refine(hasVisibleText, M.titleInvisible)
  .max(ACTIVITY_LIMITS.titleMax, M.titleRequired);

/** PATCH /api/activities/{id}: any of title, sport, visibility. */
export const updateActivitySchema = z
  .object({
    title: title.optional(),
    sport: z.enum(SPORTS, { error: M.sportRequired }).optional(),
    visibility: z.enum(PRIVACY_CHOICES).optional(),
  })
  .strict();
export type UpdateActivityInput = z.infer<typeof updateActivitySchema>;

/** Fields that may travel with the file in the upload's multipart body. */
export const uploadFieldsSchema = z.object({
  sport: z.enum(SPORTS, { error: M.sportRequired }).optional(),
  visibility: z.enum(PRIVACY_CHOICES).optional(),
  title: title.optional(),
  /**
   * For a file whose dates cannot be right (before 1990 or in the future): the start the member
   * chose from the date the upload offered; every point moves by the same offset.
   */
  startAt: z.iso.datetime({ offset: true, error: M.startAtInvalid }).optional(),
});

/** POST /api/activities/{id}/share: the caption becomes the post's text, so a post's limit holds. */
export const shareActivitySchema = z
  .object({
    caption: z.string().trim().max(POST_LIMITS.contentMax, POST_MESSAGES.contentTooLong).optional(),
    audience: z.enum(PRIVACY_CHOICES).optional(),
  })
  .nullish()
  .transform((v) => v ?? {});

export const createZoneSchema = z.object({
  label: z.string().trim().min(1, M.zoneLabel).max(ACTIVITY_LIMITS.zoneLabelMax, M.zoneLabel),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  radiusM: z
    .number()
    .int(M.zoneRadius)
    .min(ACTIVITY_LIMITS.zoneRadiusMin, M.zoneRadius)
    .max(ACTIVITY_LIMITS.zoneRadiusMax, M.zoneRadius),
});
export type CreateZoneInput = z.infer<typeof createZoneSchema>;

export const createTokenSchema = z.object({
  name: z.string().trim().min(1, M.tokenName).max(ACTIVITY_LIMITS.tokenNameMax, M.tokenName),
});

/** GET /api/activities: keyset on (startedAt, id), latest first. */
export const activityListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: idTextSchema('before must be an id').optional(),
});

/** GET /api/activities/totals. */
export const totalsQuerySchema = z.object({
  period: z.enum(['week', 'month']).default('week'),
  count: z.coerce.number().int().min(1).max(104).default(12),
  /** The member's IANA time zone, so weeks start on their Monday. */
  tz: z.string().max(64).optional(),
});

/** File names the picker offers and the server accepts (the server decides from the bytes). */
export const ACTIVITY_FILE_ACCEPT = '.gpx,.tcx,.fit,.gz';
