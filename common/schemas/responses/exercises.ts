import { z } from 'zod';
import { EQUIPMENT, LOGGING_TYPES, MUSCLE_GROUPS, MUSCLES } from '../../exercises/vocab';
import { type ExerciseCategory, MET_BY_CATEGORY } from '../../fitness/calories';
import {
  type Exercise,
  type ExerciseDetail,
  type ExerciseProgress,
  type ExerciseSession,
  PROGRESS_METRICS,
} from '../workout-exercises';
import type { Expect, SameType } from './type-check';

// What the exercise library and exercise page routes answer (issue 30; interfaces in ../workout-exercises).

export const exerciseSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    muscleGroup: z
      .enum(MUSCLE_GROUPS)
      .nullable()
      .describe("The coarse group of the primary muscle; null when an own exercise's muscles are not set."),
    primaryMuscles: z.array(z.enum(MUSCLES)),
    secondaryMuscles: z.array(z.enum(MUSCLES)),
    equipment: z.enum(EQUIPMENT),
    category: z.enum(Object.keys(MET_BY_CATEGORY) as [ExerciseCategory, ...ExerciseCategory[]]),
    loggingType: z
      .enum(LOGGING_TYPES)
      .describe(
        'What a set records: weight_reps, reps_only, weighted_bodyweight (added kg), assisted_bodyweight (assistance kg, less is better), duration, distance_duration.',
      ),
    movement: z.string().nullable().describe("What the catalogue's equipment variants of one movement share."),
    aliases: z.array(z.string()).describe("Other names of exactly this exercise (Strong's and Hevy's among them)."),
    custom: z.boolean().describe("True for the member's own exercises."),
  })
  .meta({ id: 'Exercise' });
export const exerciseListSchema = z.array(exerciseSchema);
export const exerciseIdListSchema = z.array(z.int()).describe('Exercise ids.');

const recordSetSchema = z
  .object({
    logId: z.int(),
    date: z.string().describe('YYYY-MM-DD'),
    reps: z.number().nullable(),
    weightKg: z.number().nullable(),
    durationSeconds: z.number().nullable(),
    distanceKm: z.number().nullable(),
  })
  .meta({ id: 'RecordSet' });

export const exerciseDetailSchema = z
  .object({
    exercise: exerciseSchema,
    note: z.string().nullable().describe("The member's own note on the exercise."),
    sessions: z.int(),
    firstPerformed: z.string().nullable(),
    lastPerformed: z.string().nullable(),
    records: z.object({
      bestLoad: recordSetSchema
        .nullable()
        .describe('Heaviest load (added load when weighted); least assistance for assisted exercises.'),
      bestOneRepMax: z.object({ kg: z.number(), set: recordSetSchema }).nullable(),
      bestSetVolume: z.object({ kg: z.number(), set: recordSetSchema }).nullable(),
      repMaxes: z
        .array(z.object({ reps: z.int(), set: recordSetSchema }))
        .describe('For 1 to 12 reps, the best load lifted for that many reps or more.'),
      mostReps: recordSetSchema.nullable(),
      longestDuration: recordSetSchema.nullable(),
      longestDistance: recordSetSchema.nullable(),
      fastestPace: z.object({ secondsPerKm: z.number(), set: recordSetSchema }).nullable(),
    }),
  })
  .meta({ id: 'ExerciseDetail' });

export const exerciseSessionListSchema = z.array(
  z.object({
    id: z.int().describe('The logged exercise: pass it as `before` for the next page.'),
    logId: z.int(),
    date: z.string(),
    title: z.string(),
    notes: z.string().nullable(),
    sets: z.array(
      z.object({
        kind: z.string(),
        reps: z.number().nullable(),
        weightKg: z.number().nullable(),
        durationSeconds: z.number().nullable(),
        distanceKm: z.number().nullable(),
      }),
    ),
  }),
);

export const exerciseProgressSchema = z
  .object({
    metric: z.enum(PROGRESS_METRICS),
    lowerIsBetter: z.boolean(),
    points: z.array(z.object({ date: z.string(), value: z.number(), logId: z.int() })),
  })
  .meta({ id: 'ExerciseProgress' });

export type _Checks = [
  Expect<SameType<z.output<typeof exerciseSchema>, Exercise>>,
  Expect<SameType<z.output<typeof exerciseDetailSchema>, ExerciseDetail>>,
  Expect<SameType<z.output<typeof exerciseSessionListSchema>, ExerciseSession[]>>,
  Expect<SameType<z.output<typeof exerciseProgressSchema>, ExerciseProgress>>,
];

export const mergeExerciseResultSchema = z.object({
  sessionsMoved: z.int().describe('Sessions of the merged exercise now logged under the other.'),
  deleted: z.boolean().describe("True when the merged exercise was the member's own and is gone."),
});
