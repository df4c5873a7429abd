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
  ELEVATION_SOURCES,
  type PrivacyZone,
  type Split,
  type UploadedActivity,
} from '../activities';
import { routePreviewSchema } from './posts';
import { activitySegmentEffortSchema } from './segments';
import { activityHeartRateZonesSchema, activityTrainingSchema } from './training';
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
    distanceM: z
      .number()
      .nullable()
      .describe('Null when the file gave neither positions nor a distance of its own: unknown, not 0.'),
    untimedDistanceM: z.number().describe('Of distanceM, the metres the file gave no times for; pace uses the rest.'),
    elapsedSeconds: z
      .number()
      .nullable()
      .describe("Null when the file's times span no second (a file of one point): unknown, not 0."),
    movingSeconds: z.number().nullable().describe('Null exactly when elapsedSeconds is: no pace or speed then.'),
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
  movingSeconds: z.number().nullable().describe('Null when part of the split has no times in the file.'),
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
    elapsedSeconds: column,
    lat: column,
    lng: column,
    elevationM: column,
    heartRate: column,
    speedMps: column,
    power: column,
    cadence: column,
  })
  .describe(
    'The points the page draws, as columns; a new `segment` number starts where privacy zones cut the route or the file starts a new track segment.',
  );

export const activityDetailSchema = activitySummarySchema
  .extend({
    user: userSummarySchema,
    format: z.enum(ACTIVITY_FORMATS),
    fileName: z.string(),
    isOwner: z.boolean(),
    routeTrimmed: z.boolean().describe('Whether privacy zones removed part of the route for this viewer.'),
    avgPower: z.number().nullable(),
    normalizedPower: z.number().nullable().describe('Watts: 30 s rolling average, 4th-power mean, 4th root.'),
    maxPower: z.number().nullable(),
    avgCadence: z.number().nullable(),
    elevationSource: z
      .enum(ELEVATION_SOURCES)
      .nullable()
      .describe("'device': the file's own total ascent (FIT session); 'track': worked out from the elevations."),
    splitsKm: z.array(splitSchema),
    splitsMi: z.array(splitSchema),
    bestEfforts: z.array(bestEffortSchema),
    series: seriesSchema,
    postId: z.int().nullable(),
    heartRateZones: activityHeartRateZonesSchema.nullable(),
    training: activityTrainingSchema.nullable(),
    segmentEfforts: z.array(activitySegmentEffortSchema),
  })
  .meta({ id: 'ActivityDetail' });

export const uploadedActivitySchema = z.object({
  activity: activitySummarySchema,
  duplicate: z
    .boolean()
    .describe(
      'True when nothing new was stored: this member had already uploaded the same file, or (sameTime) an activity mostly at the same time.',
    ),
  sameTime: z
    .boolean()
    .describe(
      'True when the file is another recording of an activity already there: more than half of the shorter one overlaps it in time. `activity` is the one kept.',
    ),
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
    distanceM: z
      .number()
      .nullable()
      .describe('The sum of the known distances; null when no activity of the period has one.'),
    movingSeconds: z
      .number()
      .nullable()
      .describe('The sum of the known moving times; null when no activity of the period has one.'),
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
