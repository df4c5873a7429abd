import { z } from 'zod';
import { SPORTS } from '../../activity-sports';
import {
  type ActivitySegmentEffort,
  LEADERBOARD_PERIODS,
  LEADERBOARD_SCOPES,
  type Leaderboard,
  type SegmentDetail,
  type SegmentEffort,
} from '../segments';
import type { Expect, SameType } from './type-check';
import { userSummarySchema } from './user';

// What the segments routes answer (the interfaces in ../segments.ts).

const segmentEffortSchema = z
  .object({
    id: z.int(),
    activityId: z.int(),
    startedAt: z.string().describe('When the activity crossed the start gate.'),
    elapsedSeconds: z.number().describe('From the start gate to the end gate, interpolated at both.'),
  })
  .meta({ id: 'SegmentEffort' });

export const segmentDetailSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    sport: z.enum(SPORTS),
    distanceM: z.number(),
    path: z
      .object({
        distanceM: z.array(z.number()),
        lat: z.array(z.number()),
        lng: z.array(z.number()),
        elevationM: z.array(z.number().nullable()),
      })
      .describe('The path for the map and the elevation profile, as columns (at most 1,000 points).'),
    creator: userSummarySchema.nullable(),
    createdAt: z.string(),
    myEfforts: z.array(segmentEffortSchema).describe('The viewer’s own efforts, latest first (at most 50).'),
    personalBest: segmentEffortSchema.nullable(),
  })
  .meta({ id: 'SegmentDetail' });

const leaderboardEntrySchema = z
  .object({
    rank: z.int(),
    effortId: z.int(),
    activityId: z.int(),
    user: userSummarySchema,
    elapsedSeconds: z.number(),
    startedAt: z.string(),
  })
  .meta({ id: 'SegmentLeaderboardEntry' });

export const leaderboardSchema = z
  .object({
    period: z.enum(LEADERBOARD_PERIODS),
    scope: z.enum(LEADERBOARD_SCOPES),
    entries: z.array(leaderboardEntrySchema),
    viewer: leaderboardEntrySchema.nullable().describe('The viewer’s own place on this board, if they have one.'),
  })
  .meta({ id: 'SegmentLeaderboard' });

/** The activity page's `segmentEfforts` field. */
export const activitySegmentEffortSchema = z
  .object({
    id: z.int(),
    segmentId: z.int(),
    name: z.string(),
    elapsedSeconds: z.number(),
    startM: z.number(),
    endM: z.number(),
    pr: z.boolean().describe('The member’s best on this segment.'),
    rank: z.int().nullable().describe('The member’s place on the all-time board, on their best effort.'),
  })
  .meta({ id: 'ActivitySegmentEffort' });

export type _Checks = [
  Expect<SameType<z.output<typeof segmentEffortSchema>, SegmentEffort>>,
  Expect<SameType<z.output<typeof segmentDetailSchema>, SegmentDetail>>,
  Expect<SameType<z.output<typeof leaderboardSchema>, Leaderboard>>,
  Expect<SameType<z.output<typeof activitySegmentEffortSchema>, ActivitySegmentEffort>>,
];
