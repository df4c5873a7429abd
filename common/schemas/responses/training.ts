import { z } from 'zod';
import type {
  ActivityHeartRateZones,
  ActivityTraining,
  HeartRateSettings,
  TrainingLoad,
  TrainingSession,
} from '../training';
import type { Expect, SameType } from './type-check';

// What the training routes answer (the interfaces in ../training.ts).

const LOAD_METHODS = ['banister_trimp', 'edwards_trimp', 'session_rpe'] as const;
const ZONE_MODELS = ['percent_max', 'heart_rate_reserve'] as const;
const MAX_SOURCES = ['set', 'highest_recorded'] as const;

const zoneRangeSchema = z.object({
  zone: z.int().describe('1 to 5'),
  minBpm: z.int().describe('The first whole bpm in the zone.'),
  maxBpm: z.int().nullable().describe('The last whole bpm in the zone; null for zone 5, which has no top.'),
});

export const heartRateSettingsResponseSchema = z
  .object({
    maxHeartRate: z.int().nullable(),
    restingHeartRate: z.int().nullable(),
    useHighestRecorded: z.boolean(),
    highestRecorded: z
      .object({ bpm: z.int(), activityId: z.int(), activityTitle: z.string(), startedAt: z.string() })
      .nullable()
      .describe('The highest reading in the member’s activities: not a measured maximum.'),
    inUse: z
      .object({
        maxHeartRate: z.int(),
        maxSource: z.enum(MAX_SOURCES),
        restingHeartRate: z.int().nullable(),
        zoneModel: z.enum(ZONE_MODELS),
        loadMethod: z.enum(['banister_trimp', 'edwards_trimp']),
        zones: z.array(zoneRangeSchema),
      })
      .nullable()
      .describe('The heart rates zones and loads use now; null when no maximum is known.'),
  })
  .meta({ id: 'HeartRateSettings' });

export const activityHeartRateZonesSchema = z
  .object({
    zoneModel: z.enum(ZONE_MODELS),
    maxHeartRate: z.int(),
    maxSource: z.enum(MAX_SOURCES),
    restingHeartRate: z.int().nullable(),
    zones: z.array(zoneRangeSchema.extend({ seconds: z.number() })),
    belowZone1Seconds: z.number(),
  })
  .describe('Time in the five heart-rate zones (the owner’s page; null without heart rate or a known maximum).')
  .meta({ id: 'ActivityHeartRateZones' });

export const activityTrainingSchema = z
  .object({
    effort: z.int().nullable().describe('The owner’s rating of effort, 1-10.'),
    load: z.number().nullable().describe('Training load; null when unknown (no usable heart rate and no rating).'),
    loadMethod: z.enum(LOAD_METHODS).nullable(),
    hasHeartRate: z.boolean(),
    maxHeartRateKnown: z.boolean(),
  })
  .describe('Effort and training load (the owner’s page only).')
  .meta({ id: 'ActivityTraining' });

export const effortResponseSchema = z.object({ effort: z.int().nullable() });

const sessionSchema = z.object({
  kind: z.enum(['activity', 'workout']),
  id: z.int(),
  title: z.string(),
  date: z.string().describe('The member’s local date, YYYY-MM-DD.'),
  effort: z.int().nullable(),
  load: z.number().nullable().describe('Null: unknown, so not counted.'),
  loadMethod: z.enum(LOAD_METHODS).nullable(),
  hasHeartRate: z.boolean(),
});

export const trainingLoadSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    fitnessDays: z.int(),
    fatigueDays: z.int(),
    firstLoadDate: z.string().nullable().describe('The first day with a known load up to `to`; null: none yet.'),
    days: z.array(
      z.object({
        date: z.string(),
        load: z.number().describe('The day’s known loads summed; 0 on a day without training.'),
        notCounted: z.int().describe('The day’s sessions whose load is unknown (left out, not counted as 0).'),
        fitness: z.number().nullable(),
        fatigue: z.number().nullable(),
        form: z.number().nullable(),
      }),
    ),
    sessions: z.array(sessionSchema),
  })
  .meta({ id: 'TrainingLoad' });

export type _Checks = [
  Expect<SameType<z.output<typeof heartRateSettingsResponseSchema>, HeartRateSettings>>,
  Expect<SameType<z.output<typeof activityHeartRateZonesSchema>, ActivityHeartRateZones>>,
  Expect<SameType<z.output<typeof activityTrainingSchema>, ActivityTraining>>,
  Expect<SameType<z.output<typeof sessionSchema>, TrainingSession>>,
  Expect<SameType<z.output<typeof trainingLoadSchema>, TrainingLoad>>,
];
