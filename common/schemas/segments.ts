import { z } from 'zod';
import type { Sport } from '../activity-sports';
import { SEGMENT_LIMITS } from '../segments-limits';
import { SEGMENT_MESSAGES as M } from '../segments-texts';
import { hasVisibleText } from '../visible-text';
import { idSchema, idTextSchema } from './id';
import type { UserSummary } from './user';

// Segments (issue 32 item 1): a stretch of a member's activity that every activity passing it is
// matched against, with leaderboards. One contract for the routes, the create form and the pages.

// In the zod-free ../segments-limits.ts, so the texts can state them; re-exported here for their users.
export { SEGMENT_LIMITS };

export const LEADERBOARD_PERIODS = ['all', 'year'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
export const LEADERBOARD_SCOPES = ['everyone', 'following'] as const;
export type LeaderboardScope = (typeof LEADERBOARD_SCOPES)[number];

/** The segment's path as the page draws it (at most SEGMENT_LIMITS.pathMaxPoints points), as columns. */
export interface SegmentPath {
  /** Metres from the segment's start. */
  distanceM: number[];
  lat: number[];
  lng: number[];
  /** Metres; null where the recording had no elevation. */
  elevationM: (number | null)[];
}

/** One time a member rode or ran the segment: from the start gate to the end gate. */
export interface SegmentEffort {
  id: number;
  activityId: number;
  /** When the activity crossed the start gate. */
  startedAt: string;
  elapsedSeconds: number;
}

export interface SegmentDetail {
  id: number;
  name: string;
  sport: Sport;
  distanceM: number;
  path: SegmentPath;
  /**
   * Who made it; null when the viewer may not see them (a block either way, a suspended account, or,
   * for everyone but the creator, the creator's privacy zone holding the start or end).
   */
  creator: UserSummary | null;
  createdAt: string;
  /** The viewer's own efforts, latest first (at most SEGMENT_LIMITS.ownEffortsMax). */
  myEfforts: SegmentEffort[];
  /** The viewer's fastest effort, or null. */
  personalBest: SegmentEffort | null;
}

export interface LeaderboardEntry {
  /** 1 + the number of members on this board with a faster best (equal times share a rank). */
  rank: number;
  effortId: number;
  activityId: number;
  user: UserSummary;
  elapsedSeconds: number;
  startedAt: string;
}

export interface Leaderboard {
  period: LeaderboardPeriod;
  scope: LeaderboardScope;
  /** Fastest first; the next page continues after the last entry's effortId (`?after=`). */
  entries: LeaderboardEntry[];
  /** The viewer's own place on this board, or null when they have no effort on it. */
  viewer: LeaderboardEntry | null;
}

/** A segment effort as the activity page lists it (`segmentEfforts`). */
export interface ActivitySegmentEffort {
  id: number;
  segmentId: number;
  name: string;
  elapsedSeconds: number;
  /** Where the effort lies along the activity (metres from its start). */
  startM: number;
  endM: number;
  /** The member's best on this segment (as this viewer may see their efforts). */
  pr: boolean;
  /** The member's place on the segment's all-time board, on their best effort; else null. */
  rank: number | null;
}

const metres = z.number({ error: M.distanceInvalid }).finite(M.distanceInvalid).min(0, M.distanceInvalid);

/** POST /api/segments: a stretch of one of the member's own activities. */
export const createSegmentSchema = z
  .object({
    activityId: idSchema(M.activityRequired),
    startM: metres.describe('Where the segment starts, in metres from the start of the activity.'),
    endM: metres.describe('Where the segment ends, in metres from the start of the activity.'),
    // The name is the segment's link and heading: one of only invisible characters would show empty.
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, M.nameRequired)
      .refine(hasVisibleText, M.nameInvisible)
      .max(SEGMENT_LIMITS.nameMax, M.nameRequired),
  })
  .strict()
  .superRefine((v, ctx) => {
    const length = v.endM - v.startM;
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['endM'], message });
    if (length <= 0) issue(M.startBeforeEnd);
    else if (length < SEGMENT_LIMITS.minLengthM) issue(M.tooShort);
    else if (length > SEGMENT_LIMITS.maxLengthM) issue(M.tooLong);
  });
export type CreateSegmentInput = z.infer<typeof createSegmentSchema>;

/** GET /api/segments/{id}/leaderboard. */
export const leaderboardQuerySchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS).default('all').describe('all: all time; year: this calendar year (UTC).'),
  scope: z.enum(LEADERBOARD_SCOPES).default('everyone').describe('following: the viewer and the members they follow.'),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  after: idTextSchema(M.afterInvalid)
    .optional()
    .describe(
      'The effortId of the last entry seen: the page continues after it. It must be an entry of this board as ' +
        'the caller sees it (same period and scope), else 400.',
    ),
});
export type LeaderboardQuery = z.output<typeof leaderboardQuerySchema>;
