// Limits of activities (issue 14), without zod: activities-texts.ts states them in its messages,
// and the schemas (./schemas/activities.ts) and the server's file reading enforce them.

import { MB } from './limits';

export const ACTIVITY_LIMITS = {
  /** Largest upload, refused while it streams in. */
  uploadMaxBytes: 25 * MB,
  /** Largest decompressed size of a .gz upload (a zip bomb stops here). */
  gzipMaxBytes: 100 * MB,
  maxPoints: 200_000,
  /** A file dated before this year cannot be right: the clock of the device that recorded it was wrong. */
  earliestYear: 1990,
  maxDurationSeconds: 7 * 24 * 3600,
  /** Clock skew tolerated for a device's "now" before timestamps count as in the future. */
  futureToleranceMs: 10 * 60 * 1000,
  uploadsPerMinute: 30,
  zoneRadiusMin: 200,
  zoneRadiusMax: 2000,
  zonesMax: 10,
  tokensMax: 10,
  /** Characters of an API token's name and of a privacy zone's label. */
  tokenNameMax: 60,
  zoneLabelMax: 60,
  /** Characters of an activity's title. */
  titleMax: 100,
  /** At most this many points go to the page's map and charts (the figures use every point). */
  seriesMaxPoints: 1500,
  /**
   * Moving time leaves out any gap between two points longer than this (a watch's auto-pause or
   * a stop with the recording paused)...
   */
  pauseGapSeconds: 30,
  /** ...and any interval slower than this (standing at a light: GPS jitter alone rarely reaches it). */
  movingMinSpeedMps: 0.5,
  /** Best efforts looked for in runs: 1 km, 5 km, 10 km and the half marathon. */
  bestEffortDistances: [1000, 5000, 10000, 21097.5] as readonly number[],
} as const;
