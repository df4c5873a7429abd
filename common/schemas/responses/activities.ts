import { z } from 'zod';
import { SPORTS } from '../../activity-sports';
import { PRIVACY_CHOICES } from '../../vocab';
import {
  ACTIVITY_FORMATS,
  type ActivityDetail,
  type ActivityRecord,
  type ActivitySeries,
  type ActivitySummary,
  type ActivityTotals,
  type ApiToken,
  type BestEffort,
  type CreatedApiToken,
  type PrivacyZone,
  type Split,
  type UploadedActivity,
} from '../activities';
import { routePreviewSchema } from './posts';
import type { Expect, SameType } from './type-check';
import { userSummarySchema } from './user';

// What the activities routes answer (the interfaces in ../activities.ts).

export const activitySummarySchema = z
  .object({
    id: z.int(),
    userId: z.int(),
    sport: z.enum(SPORTS).nullable(),
    title: z.string(),
    visibility: z.enum(PRIVACY_CHOICES),
    startedAt: z.string(),
    distanceM: z.number(),
    elapsedSeconds: z.number(),
    movingSeconds: z.number(),
    elevationGainM: z.number().nullable(),
    elevationLossM: z.number().nullable(),
    avgHeartRate: z.number().nullable(),
    maxHeartRate: z.number().nullable(),
    hasGps: z.boolean(),
    preview: routePreviewSchema.nullable(),
  })
  .meta({ id: 'ActivitySummary' });
export const activitySummaryListSchema = z.array(activitySummarySchema);

const splitSchema = z.object({
  index: z.int(),
  distanceM: z.number(),
  movingSeconds: z.number(),
  elevationChangeM: z.number().nullable(),
  avgHeartRate: z.number().nullable(),
});

export const bestEffortSchema = z
  .object({ distanceM: z.number(), seconds: z.number(), startM: z.number(), endM: z.number() })
  .meta({ id: 'BestEffort' });

const column = z.array(z.number().nullable());
const seriesSchema = z
  .object({
    segment: z.array(z.int()),
    distanceM: z.array(z.number()),
    elapsedSeconds: z.array(z.number()),
    lat: column,
    lng: column,
    elevationM: column,
    heartRate: column,
    speedMps: column,
  })
  .describe('The points the page draws, as columns; a new `segment` number starts where privacy zones cut the route.');

export const activityDetailSchema = activitySummarySchema
  .extend({
    user: userSummarySchema,
    format: z.enum(ACTIVITY_FORMATS),
    fileName: z.string(),
    isOwner: z.boolean(),
    routeTrimmed: z.boolean().describe('Whether privacy zones removed part of the route for this viewer.'),
    splitsKm: z.array(splitSchema),
    splitsMi: z.array(splitSchema),
    bestEfforts: z.array(bestEffortSchema),
    series: seriesSchema,
    postId: z.int().nullable(),
  })
  .meta({ id: 'ActivityDetail' });

export const uploadedActivitySchema = z.object({
  activity: activitySummarySchema,
  duplicate: z.boolean().describe('True when this member had already uploaded the same file: nothing new was stored.'),
  newRecords: z.array(bestEffortSchema),
});

export const privacyZoneSchema = z
  .object({
    id: z.int(),
    label: z.string(),
    lat: z.number(),
    lng: z.number(),
    radiusM: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: 'PrivacyZone' });
export const privacyZoneListSchema = z.array(privacyZoneSchema);

export const apiTokenSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    prefix: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiToken' });
export const apiTokenListSchema = z.array(apiTokenSchema);
export const createdApiTokenSchema = apiTokenSchema.extend({
  token: z.string().describe('The secret, shown this once.'),
});

export const activityRecordListSchema = z.array(
  bestEffortSchema.extend({ activityId: z.int(), activityTitle: z.string(), startedAt: z.string() }),
);

export const activityTotalsListSchema = z.array(
  z.object({
    sport: z.enum(SPORTS).nullable(),
    period: z.string().describe('Start of the week (Monday) or month, YYYY-MM-DD.'),
    count: z.int(),
    distanceM: z.number(),
    movingSeconds: z.number(),
  }),
);

export const sharedActivitySchema = z.object({ postId: z.int() });

export type _Checks = [
  Expect<SameType<z.output<typeof activitySummarySchema>, ActivitySummary>>,
  Expect<SameType<z.output<typeof splitSchema>, Split>>,
  Expect<SameType<z.output<typeof bestEffortSchema>, BestEffort>>,
  Expect<SameType<z.output<typeof seriesSchema>, ActivitySeries>>,
  Expect<SameType<z.output<typeof activityDetailSchema>, ActivityDetail>>,
  Expect<SameType<z.output<typeof uploadedActivitySchema>, UploadedActivity>>,
  Expect<SameType<z.output<typeof privacyZoneSchema>, PrivacyZone>>,
  Expect<SameType<z.output<typeof apiTokenSchema>, ApiToken>>,
  Expect<SameType<z.output<typeof createdApiTokenSchema>, CreatedApiToken>>,
  Expect<SameType<z.output<typeof activityRecordListSchema>, ActivityRecord[]>>,
  Expect<SameType<z.output<typeof activityTotalsListSchema>, ActivityTotals[]>>,
];
